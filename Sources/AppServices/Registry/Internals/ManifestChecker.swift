/// Checks a manifest against the catalog's entries and orders the enabled services, collecting every problem.
struct ManifestChecker {
    /// A registered service with the manifest applied.
    private struct Configured {
        var planned: PlannedService
        var isEnabled: Bool
        /// The position of the service's entry in the manifest, if it has one.
        var entry: Int?
    }

    private let serviceIDs: [ServiceIdentifier]
    private let knownServiceIDs: Set<ServiceIdentifier>
    private let taskIDs: Set<LaunchTaskIdentifier>
    private var manifestServices: [ServiceManifestEntry] = []
    private var entryPositions: [ServiceIdentifier: Int] = [:]
    private(set) var problems: [ManifestProblem] = []

    init(services: [ServiceEntry], tasks: [LaunchTaskEntry]) {
        serviceIDs = services.map(\.identifier)
        knownServiceIDs = Set(serviceIDs)
        taskIDs = Set(tasks.map(\.descriptor.id))
    }

    mutating func configure(services: [ServiceEntry], with manifest: ServiceManifest) -> [PlannedService] {
        manifestServices = manifest.services
        entryPositions = Self.positions(of: manifest.services.lazy.map(\.identifier))
        for entry in manifest.services where !knownServiceIDs.contains(entry.identifier) {
            report(.unknownIdentifier, entry.location.appending("id"), entry.identifier.rawValue, unknownServiceDetail)
        }
        let configured = services.map { service in
            let position = entryPositions[service.identifier]
            return configure(service, with: position.map { manifest.services[$0] }, at: position)
        }
        let enabled = Set(configured.filter(\.isEnabled).map(\.planned.identifier))
        for service in configured where service.isEnabled {
            for (index, dependency) in service.planned.dependencies.enumerated() {
                let location = dependenciesLocation(of: service.planned.identifier, entry: service.entry)
                    .appending(index: index)
                if !knownServiceIDs.contains(dependency) {
                    report(
                        .unknownIdentifier, location, service.planned.identifier.rawValue,
                        "depends on '\(dependency)'; \(unknownServiceDetail)")
                } else if !enabled.contains(dependency) {
                    report(
                        .disabledDependency, location, service.planned.identifier.rawValue,
                        "depends on '\(dependency)', which is disabled")
                }
            }
        }
        return configured.filter(\.isEnabled).map(\.planned)
    }

    mutating func configure(tasks: [LaunchTaskEntry], with manifest: ServiceManifest) -> [PlannedLaunchTask] {
        let positions = Self.positions(of: manifest.tasks.lazy.map(\.id))
        for entry in manifest.tasks where !taskIDs.contains(entry.id) {
            let known = taskIDs.sorted().map(\.rawValue)
            report(
                .unknownIdentifier, entry.location.appending("id"), entry.id.rawValue,
                "no launch task with this identifier is registered; registered: \(known)")
        }
        return tasks.compactMap { task in
            let entry = positions[task.descriptor.id].map { manifest.tasks[$0] }
            guard entry?.isEnabled ?? task.isEnabledByDefault else { return nil }
            if let entry, let executor = entry.executor, executor != task.task.work.executor {
                report(
                    .conflictingExecutor, entry.location.appending("executor"), entry.id.rawValue,
                    "the registered work runs on \(task.task.work.executor), so the executor cannot be \(executor)")
            }
            let descriptor = entry.map { $0.applied(to: task.descriptor) } ?? task.descriptor
            return PlannedLaunchTask(descriptor: descriptor, work: task.task.work)
        }
    }

    /// The services dependencies first, then by priority (higher first), then registration order;
    /// a cycle is reported and its services left out.
    ///
    /// Kahn's algorithm: each service counts the dependencies it still waits for, and placing a service
    /// releases the services that wait for it; the ready ones wait as bits in their start order (see
    /// ``LaunchStartOrder``), so ordering takes O(n log n) however many are ready at once.
    mutating func order(_ services: [PlannedService]) -> [PlannedService] {
        let positions = Self.positions(of: services.lazy.map(\.identifier))
        var waitingFor = [Int](repeating: 0, count: services.count)
        var dependents = [[Int]](repeating: [], count: services.count)
        for (index, service) in services.enumerated() {
            var counted: Set<Int> = []
            for dependency in service.dependencies {
                guard let position = positions[dependency] else { continue }
                if service.dependencies.count > 1, !counted.insert(position).inserted { continue }
                waitingFor[index] += 1
                dependents[position].append(index)
            }
        }
        let startOrder = LaunchStartOrder(count: services.count) { services[$0].priority }
        var ready = LaunchReadySet(capacity: services.count)
        for index in services.indices where waitingFor[index] == 0 { ready.insert(startOrder.place(of: index)) }
        var ordered: [PlannedService] = []
        ordered.reserveCapacity(services.count)
        while let place = ready.popFirst() {
            let next = startOrder.task(at: place)
            ordered.append(services[next])
            for dependent in dependents[next] {
                waitingFor[dependent] -= 1
                if waitingFor[dependent] == 0 { ready.insert(startOrder.place(of: dependent)) }
            }
        }
        if ordered.count < services.count {
            let placed = Set(ordered.map(\.identifier))
            reportCycle(among: services.filter { !placed.contains($0.identifier) })
        }
        return ordered
    }

    private var unknownServiceDetail: String {
        "no service with this identifier is registered; registered: \(serviceIDs.map(\.rawValue).sorted())"
    }

    /// The position of each identifier's first occurrence.
    private static func positions<ID: Hashable>(of identifiers: some Collection<ID>) -> [ID: Int] {
        var positions: [ID: Int] = [:]
        positions.reserveCapacity(identifiers.count)
        for (position, id) in identifiers.enumerated() where positions[id] == nil { positions[id] = position }
        return positions
    }

    private mutating func configure(_ service: ServiceEntry, with entry: ServiceManifestEntry?, at position: Int?)
        -> Configured
    {
        let id = service.identifier.rawValue
        let configuration = entry?.configuration ?? [:]
        let values =
            configuration.allSatisfy { key, value in
                service.configurationKeys.contains { $0.name == key && $0.type.accepts(value) }
            } ? configuration : checkedConfiguration(of: service, with: entry)
        let isEnabled = entry?.isEnabled ?? service.isEnabledByDefault
        if isEnabled {
            for key in service.configurationKeys where key.isRequired && configuration[key.name] == nil {
                let location = entry.map { $0.location.appending("config") } ?? .code(id)
                report(
                    .missingConfigurationKey, location, id,
                    "required configuration key '\(key.name)' (\(key.type.article)) has no value")
            }
        }
        let planned = PlannedService(
            identifier: service.identifier,
            priority: entry?.priority ?? service.priority,
            dependencies: entry?.dependencies ?? service.dependencies,
            configuration: ServiceConfiguration(values),
            factory: service.factory
        )
        return Configured(planned: planned, isEnabled: isEnabled, entry: position)
    }

    /// The configuration values of `entry` that `service` declares with the type given, reporting the others
    /// in key order; the slow path of a configuration with problems.
    private mutating func checkedConfiguration(of service: ServiceEntry, with entry: ServiceManifestEntry?)
        -> [String: ConfigurationValue]
    {
        let id = service.identifier.rawValue
        let declared = Dictionary(
            service.configurationKeys.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var values: [String: ConfigurationValue] = [:]
        for (key, value) in (entry?.configuration ?? [:]).sorted(by: { $0.key < $1.key }) {
            let location = entry?.location(of: "config.\(key)") ?? .code(id)
            guard let declaration = declared[key] else {
                let names = service.configurationKeys.map(\.name).sorted()
                report(
                    .undeclaredConfigurationKey, location, id,
                    "'\(key)' is not a configuration key of this service; declared: \(names)")
                continue
            }
            guard declaration.type.accepts(value) else {
                report(.wrongType, location, id, "expected \(declaration.type.article), found \(value.summary)")
                continue
            }
            values[key] = value
        }
        return values
    }

    /// Where the dependencies of a service are set: in its manifest entry (at position `entry`), or else in code.
    private func dependenciesLocation(of id: ServiceIdentifier, entry position: Int?) -> ManifestLocation {
        if let position, case let entry = manifestServices[position], entry.dependencies != nil {
            entry.location(of: "dependencies")
        } else {
            ManifestLocation.code(id.rawValue).appending("dependencies")
        }
    }

    private mutating func reportCycle(among services: [PlannedService]) {
        let byID = Dictionary(services.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        var path: [ServiceIdentifier] = []
        var current = services[0].identifier
        while !path.contains(current) {
            path.append(current)
            guard let next = byID[current]?.dependencies.first(where: { byID[$0] != nil }) else { break }
            current = next
        }
        let cycle = Array(path.drop { $0 != current }) + [current]
        let names = cycle.map(\.rawValue).joined(separator: " -> ")
        let location = dependenciesLocation(of: current, entry: entryPositions[current])
        report(.dependencyCycle, location, current.rawValue, "dependency cycle: \(names)")
    }

    private mutating func report(
        _ code: ManifestProblem.Code, _ location: ManifestLocation, _ identifier: String, _ detail: String
    ) {
        problems.append(ManifestProblem(code: code, location: location, identifier: identifier, detail: detail))
    }
}
