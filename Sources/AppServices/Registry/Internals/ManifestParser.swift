/// Reads a manifest out of a decoded value tree, collecting every problem with its key path.
///
/// Reading a tree rather than decoding with `Codable` lets one pass report all problems, unknown
/// fields included, and gives JSON and property lists the same rules.
struct ManifestParser {
    /// The fields of the root; those of a service and of a task are their entries' ``ManifestEntryFields/Field``.
    private enum RootField: Int, ManifestField {
        case version, services, tasks, milestones

        static let names = allCases.map { "\($0)" }
    }

    private static let phases = LaunchPhase.allCases.map(\.rawValue)
    private static let executors = LaunchExecutor.allCases.map(\.rawValue)
    private static let failurePolicies = LaunchFailurePolicy.all.map(\.name)

    /// The longest timeout a manifest may set: a day.
    static let maximumTimeoutSeconds: Double = 86_400

    let file: String
    private(set) var problems: [ManifestProblem] = []

    init(file: String) {
        self.file = file
    }

    mutating func parse(_ root: ConfigurationValue) -> ServiceManifest {
        let whole = ManifestLocation(file: file, keyPath: "")
        var manifest = ServiceManifest(file: file)
        if case .array = root { return parseList(root, at: whole) }
        guard let fields: ManifestFieldValues<RootField> = fields(of: root, at: whole) else { return manifest }
        let versionLocation = whole.appending("version")
        switch fields[.version] {
        case .integer(ServiceManifest.supportedVersion): break
        case nil:
            report(.unsupportedVersion, versionLocation, nil, "missing; expected \(ServiceManifest.supportedVersion)")
        case let value?:
            report(
                .unsupportedVersion, versionLocation, nil,
                "expected \(ServiceManifest.supportedVersion), found \(value.summary)")
        }
        manifest.services = entries(
            fields[.services], at: whole.appending("services"), { ServiceManifestEntry(identifier: $0, location: $1) },
            readOwn: { $0.readServiceFields(into: &$1, $2, id: $3, at: $4) })
        manifest.tasks = entries(
            fields[.tasks], at: whole.appending("tasks"), { LaunchTaskManifestEntry(id: $0, location: $1) },
            readOwn: { $0.readTaskFields(into: &$1, $2, id: $3, at: $4) })
        manifest.milestones =
            strings(fields[.milestones], at: whole.appending("milestones"), "")?.map { LaunchMilestone($0) } ?? []
        return manifest
    }

    /// Reads the seed style of a manifest, a plain list of service names in order (the property list that
    /// composite-delegate libraries read): each name is a service identifier the catalog resolves.
    private mutating func parseList(_ root: ConfigurationValue, at whole: ManifestLocation) -> ServiceManifest {
        var manifest = ServiceManifest(file: file)
        for (value, location) in elements(root, at: whole) {
            guard case .string(let name) = value, !name.isEmpty else {
                report(.wrongType, location, nil, "expected a service name, found \(value.summary)")
                continue
            }
            manifest.services.append(ServiceManifestEntry(identifier: ServiceIdentifier(name), location: location))
        }
        reportDuplicates(manifest.services.map { ($0.identifier.rawValue, $0.location) })
        return manifest
    }

    /// Reads a service's own field, `config`.
    private mutating func readServiceFields(
        into entry: inout ServiceManifestEntry,
        _ fields: ManifestFieldValues<ServiceManifestEntry.Field>,
        id: String,
        at location: ManifestLocation
    ) {
        guard let config = fields[.config] else { return }
        if case .dictionary(let values) = config {
            entry.configuration = values
        } else {
            report(.wrongType, location.appending("config"), id, "expected a dictionary, found \(config.summary)")
        }
    }

    /// Reads a task's own fields: `phase`, `executor`, `failurePolicy`, `milestones` and `timeout`.
    private mutating func readTaskFields(
        into entry: inout LaunchTaskManifestEntry,
        _ fields: ManifestFieldValues<LaunchTaskManifestEntry.Field>,
        id: String,
        at location: ManifestLocation
    ) {
        entry.phase = choice(fields[.phase], at: location.appending("phase"), id, Self.phases)
            .flatMap(LaunchPhase.init(rawValue:))
        entry.executor = choice(fields[.executor], at: location.appending("executor"), id, Self.executors)
            .flatMap(LaunchExecutor.init(rawValue:))
        entry.failurePolicy = choice(
            fields[.failurePolicy], at: location.appending("failurePolicy"), id, Self.failurePolicies
        ).map(LaunchFailurePolicy.init(name:))
        entry.milestones = strings(fields[.milestones], at: location.appending("milestones"), id)?
            .map { LaunchMilestone($0) }
        if let seconds = read(fields[.timeout], at: location.appending("timeout"), id, .number, { $0.doubleValue }) {
            if seconds > 0 && seconds <= Self.maximumTimeoutSeconds {
                entry.timeout = .milliseconds(Int64((seconds * 1000).rounded()))
            } else {
                report(
                    .wrongType, location.appending("timeout"), id,
                    "expected seconds in 0<…≤\(Int(Self.maximumTimeoutSeconds)), found \(seconds)")
            }
        }
    }

    /// Reads the `list` of services or tasks, then reports every identifier listed twice.
    ///
    /// Each entry is a dictionary read in one order of reporting: its fields, then those services and tasks
    /// share (its identifier, `enabled`, `priority` and `dependencies`), then its own with `readOwn`. Returns
    /// the entries that are dictionaries with a valid identifier, in list order.
    private mutating func entries<Entry: ManifestEntryFields>(
        _ list: ConfigurationValue?,
        at listLocation: ManifestLocation,
        _ make: (Identifier<Entry.Kind>, ManifestLocation) -> Entry,
        readOwn: (inout Self, inout Entry, ManifestFieldValues<Entry.Field>, String, ManifestLocation) -> Void
    ) -> [Entry] {
        var entries: [Entry] = []
        var identifiers: [(String, ManifestLocation)] = []
        for (value, location) in elements(list, at: listLocation) {
            guard let fields: ManifestFieldValues<Entry.Field> = fields(of: value, at: location),
                let id = identifier(fields[.id], at: location)
            else { continue }
            var entry = make(Identifier(id), location)
            entry.isEnabled = read(fields[.enabled], at: location.appending("enabled"), id, .boolean) { $0.boolValue }
            entry.priority = read(fields[.priority], at: location.appending("priority"), id, .integer) { $0.intValue }
            entry.dependencies = strings(fields[.dependencies], at: location.appending("dependencies"), id)?
                .map { Identifier($0) }
            readOwn(&self, &entry, fields, id, location)
            entries.append(entry)
            identifiers.append((id, location))
        }
        reportDuplicates(identifiers)
        return entries
    }

    /// The fields of the dictionary `value`, reporting every key that names none as unknown (in key order,
    /// naming the entry's `id` when it has one).
    private mutating func fields<Field: ManifestField>(
        of value: ConfigurationValue,
        at location: ManifestLocation
    ) -> ManifestFieldValues<Field>? {
        let names = Field.names
        guard case .dictionary(let fields) = value else {
            report(.wrongType, location, nil, "expected a dictionary, found \(value.summary)")
            return nil
        }
        var values = [ConfigurationValue?](repeating: nil, count: names.count)
        var unknown: [String] = []
        for (key, field) in fields {
            if let index = names.firstIndex(of: key) { values[index] = field } else { unknown.append(key) }
        }
        if !unknown.isEmpty {
            let id: String? =
                if let index = names.firstIndex(of: "id"), case .string(let text)? = values[index] { text } else { nil }
            for key in unknown.sorted() {
                report(.unknownField, location.appending(key), id, "unknown field; expected one of \(names.sorted())")
            }
        }
        return ManifestFieldValues(values: values)
    }

    private mutating func identifier(_ value: ConfigurationValue?, at location: ManifestLocation) -> String? {
        switch value {
        case .string(let id) where !id.isEmpty: return id
        case nil: report(.missingField, location.appending("id"), nil, "missing identifier")
        case let value?:
            report(.wrongType, location.appending("id"), nil, "expected a non-empty string, found \(value.summary)")
        }
        return nil
    }

    private mutating func elements(
        _ value: ConfigurationValue?,
        at location: ManifestLocation
    ) -> [(value: ConfigurationValue, location: ManifestLocation)] {
        guard let value else { return [] }
        guard case .array(let elements) = value else {
            report(.wrongType, location, nil, "expected an array, found \(value.summary)")
            return []
        }
        return elements.enumerated().map { ($0.element, location.appending(index: $0.offset)) }
    }

    private mutating func read<Value>(
        _ value: ConfigurationValue?,
        at location: @autoclosure () -> ManifestLocation,
        _ identifier: String,
        _ type: ConfigurationValueType,
        _ extract: (ConfigurationValue) -> Value?
    ) -> Value? {
        guard let value else { return nil }
        guard type.accepts(value), let result = extract(value) else {
            report(.wrongType, location(), identifier, "expected \(type.article), found \(value.summary)")
            return nil
        }
        return result
    }

    private mutating func strings(
        _ value: ConfigurationValue?,
        at location: @autoclosure () -> ManifestLocation,
        _ identifier: String
    ) -> [String]? {
        guard let value else { return nil }
        guard case .array(let elements) = value else {
            report(.wrongType, location(), identifier, "expected an array, found \(value.summary)")
            return []
        }
        var result: [String] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element, !text.isEmpty else {
                report(
                    .wrongType, location().appending(index: index), identifier,
                    "expected a non-empty string, found \(element.summary)")
                continue
            }
            result.append(text)
        }
        return result
    }

    private mutating func choice(
        _ value: ConfigurationValue?,
        at location: @autoclosure () -> ManifestLocation,
        _ identifier: String,
        _ allowed: [String]
    ) -> String? {
        guard let value else { return nil }
        guard case .string(let text) = value, allowed.contains(text) else {
            report(.wrongType, location(), identifier, "expected one of \(allowed), found \(value.summary)")
            return nil
        }
        return text
    }

    private mutating func reportDuplicates(_ identifiers: [(String, ManifestLocation)]) {
        var first: [String: ManifestLocation] = [:]
        for (identifier, location) in identifiers {
            if let earlier = first[identifier] {
                report(
                    .duplicateIdentifier, location.appending("id"), identifier,
                    "already listed at \(earlier.shortenedKeyPath)")
            } else {
                first[identifier] = location
            }
        }
    }

    private mutating func report(
        _ code: ManifestProblem.Code,
        _ location: ManifestLocation,
        _ identifier: String?,
        _ detail: String
    ) {
        problems.append(ManifestProblem(code: code, location: location, identifier: identifier, detail: detail))
    }
}
