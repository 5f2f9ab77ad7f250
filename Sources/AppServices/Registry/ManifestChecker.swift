/// Checks a manifest against the catalog's entries and orders the enabled services, collecting
/// every problem.
struct ManifestChecker {
    /// A registered service with the manifest applied.
    private struct Configured {
        var planned: PlannedService
        var isEnabled: Bool
        var dependenciesLocation: ManifestLocation
    }

    private let serviceIDs: [ServiceIdentifier]
    private let knownServiceIDs: Set<ServiceIdentifier>
    private let taskIDs: Set<LaunchTaskID>
    private var dependencyLocations: [ServiceIdentifier: ManifestLocation] = [:]
    private(set) var problems: [ManifestProblem] = []

    init(services: [ServiceEntry], tasks: [LaunchTaskEntry]) {
        serviceIDs = services.map(\.identifier)
        knownServiceIDs = Set(serviceIDs)
        taskIDs = Set(tasks.map(\.descriptor.id))
    }

    mutating func configure(services: [ServiceEntry], with manifest: ServiceManifest) -> [PlannedService] {
        let entries = Dictionary(manifest.services.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in manifest.services where !knownServiceIDs.contains(entry.identifier) {
            report(.unknownIdentifier, entry.location.appending("id"), entry.identifier.rawValue, unknownServiceDetail)
        }
        let configured = services.map { configure($0, with: entries[$0.identifier]) }
        let enabled = Set(configured.filter(\.isEnabled).map(\.planned.identifier))
        for service in configured where service.isEnabled {
            for (index, dependency) in service.planned.dependencies.enumerated() {
                let location = service.dependenciesLocation.appending(index: index)
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
        let entries = Dictionary(manifest.tasks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in manifest.tasks where !taskIDs.contains(entry.id) {
            let known = taskIDs.sorted().map(\.rawValue)
            report(
                .unknownIdentifier, entry.location.appending("id"), entry.id.rawValue,
                "no launch task with this identifier is registered; registered: \(known)")
        }
        return tasks.compactMap { task in
            let entry = entries[task.descriptor.id]
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
    /// releases the services that wait for it, so each step looks only at the services that are ready.
    mutating func order(_ services: [PlannedService]) -> [PlannedService] {
        let present = Set(services.map(\.identifier))
        var waitingFor = [Int](repeating: 0, count: services.count)
        var dependents: [ServiceIdentifier: [Int]] = [:]
        for (index, service) in services.enumerated() {
            let dependencies = Set(service.dependencies.filter(present.contains))
            waitingFor[index] = dependencies.count
            for dependency in dependencies { dependents[dependency, default: []].append(index) }
        }
        var ready = services.indices.filter { waitingFor[$0] == 0 }
        var ordered: [PlannedService] = []
        ordered.reserveCapacity(services.count)
        while let position = ready.indices.max(by: { first, second in
            (services[ready[first]].priority, -ready[first]) < (services[ready[second]].priority, -ready[second])
        }) {
            let next = ready.remove(at: position)
            ordered.append(services[next])
            for dependent in dependents[services[next].identifier] ?? [] {
                waitingFor[dependent] -= 1
                if waitingFor[dependent] == 0 { ready.append(dependent) }
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

    private mutating func configure(_ service: ServiceEntry, with entry: ServiceManifestEntry?) -> Configured {
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
        let isEnabled = entry?.isEnabled ?? service.isEnabledByDefault
        if isEnabled {
            for key in service.configurationKeys where key.isRequired && entry?.configuration[key.name] == nil {
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
        let dependenciesLocation =
            if let entry, entry.dependencies != nil {
                entry.location(of: "dependencies")
            } else {
                ManifestLocation.code(id).appending("dependencies")
            }
        dependencyLocations[service.identifier] = dependenciesLocation
        return Configured(planned: planned, isEnabled: isEnabled, dependenciesLocation: dependenciesLocation)
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
        let location = dependencyLocations[current] ?? .code(current.rawValue)
        problems.append(
            ManifestProblem(
                code: .dependencyCycle, location: location, identifier: current.rawValue,
                detail: "dependency cycle: \(names)")
        )
    }

    private mutating func report(
        _ code: ManifestProblem.Code, _ location: ManifestLocation, _ identifier: String, _ detail: String
    ) {
        problems.append(ManifestProblem(code: code, location: location, identifier: identifier, detail: detail))
    }
}
