/// A configuration key a service accepts: its name and its value type.
///
/// A service entry declares its keys so a manifest can be checked before anything is created: an undeclared key, a
/// value of the wrong type or a missing required key is reported with the manifest's file and key path.
///
/// ```swift
/// let apiKey = ServiceConfigurationKey("apiKey", .string, isRequired: true)
/// ```
public struct ServiceConfigurationKey: Hashable, Sendable {
    /// The key's name, as manifests spell it under `config`.
    public var name: String
    /// The type a value for this key must have.
    public var type: ConfigurationValueType
    /// Whether the merged manifest must provide a value.
    public var isRequired: Bool

    /// Declares a configuration key.
    ///
    /// - Parameters:
    ///   - name: The key's name.
    ///   - type: The type its value must have.
    ///   - isRequired: Whether a value must be provided; `false` by default.
    public init(_ name: String, _ type: ConfigurationValueType, isRequired: Bool = false) {
        self.name = name
        self.type = type
        self.isRequired = isRequired
    }
}
