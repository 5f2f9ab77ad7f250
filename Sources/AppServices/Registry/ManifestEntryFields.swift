/// The fields a manifest's service entries and task entries share, so the parser reads them in one place.
protocol ManifestEntryFields {
    /// Creates an entry with only its identifier.
    init(rawIdentifier: String, location: ManifestLocation)
    /// Whether the entry is enabled, or `nil` to keep the registered default.
    var isEnabled: Bool? { get set }
    /// The entry's priority, or `nil` to keep the registered one.
    var priority: Int? { get set }
    /// The identifiers the entry depends on, or `nil` to keep the registered ones.
    var dependencyNames: [String]? { get set }
}

extension ServiceManifestEntry: ManifestEntryFields {
    init(rawIdentifier: String, location: ManifestLocation) {
        self.init(ServiceIdentifier(rawIdentifier), location: location)
    }

    var dependencyNames: [String]? {
        get { dependencies?.map(\.rawValue) }
        set { dependencies = newValue?.map { ServiceIdentifier($0) } }
    }
}

extension LaunchTaskManifestEntry: ManifestEntryFields {
    init(rawIdentifier: String, location: ManifestLocation) {
        self.init(LaunchTaskID(rawIdentifier), location: location)
    }

    var dependencyNames: [String]? {
        get { dependencies?.map(\.rawValue) }
        set { dependencies = newValue?.map { LaunchTaskID($0) } }
    }
}
