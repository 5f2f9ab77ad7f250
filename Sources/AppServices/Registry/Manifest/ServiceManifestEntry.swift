/// One service's settings in a manifest; `nil` fields keep what the service registered in code.
public struct ServiceManifestEntry: Hashable, Sendable {
    /// The service's identifier (`id`).
    public var identifier: ServiceIdentifier
    /// Whether the service is created (`enabled`).
    public var isEnabled: Bool?
    /// Orders independent services, higher first (`priority`).
    public var priority: Int?
    /// The services that must come first, replacing the registered list (`dependencies`).
    public var dependencies: [ServiceIdentifier]?
    /// Configuration values by key (`config`), merged over nothing: a key absent here is absent.
    public var configuration: [String: ConfigurationValue] = [:]
    /// Where the entry is, such as `services[2]` of `Manifest.json`.
    public var location: ManifestLocation
    /// Where fields set by an overlay came from, by field name (`priority`, `config.apiKey`).
    var fieldLocations: [String: ManifestLocation] = [:]

    /// Where a field's value (its key path below the entry, such as `config.apiKey`) came from: an overlay's
    /// entry, or this entry.
    func location(of field: String) -> ManifestLocation {
        fieldLocations[field] ?? location.appending(field)
    }
}
