/// The configuration values a service's factory receives, already checked against its declared keys.
///
/// ```swift
/// let entry = ServiceEntry("analytics", configurationKeys: [.init("apiKey", .string)]) { configuration in
///     AnalyticsService(apiKey: configuration.string("apiKey") ?? "")
/// }
/// ```
public struct ServiceConfiguration: Hashable, Sendable {
    /// Every value by key.
    public var values: [String: ConfigurationValue]

    /// Creates a configuration.
    ///
    /// - Parameter values: The values by key.
    public init(_ values: [String: ConfigurationValue] = [:]) {
        self.values = values
    }

    /// The value for `key`, or `nil`.
    ///
    /// - Parameter key: The configuration key.
    public subscript(key: String) -> ConfigurationValue? {
        values[key]
    }

    /// The string for `key`, or `nil` when absent or not a string.
    ///
    /// - Parameter key: The configuration key.
    /// - Returns: The string value.
    public func string(_ key: String) -> String? {
        guard case .string(let value) = values[key] else { return nil }
        return value
    }

    /// The whole number for `key`, or `nil` when absent or not a whole number.
    ///
    /// - Parameter key: The configuration key.
    /// - Returns: The integer value.
    public func integer(_ key: String) -> Int? {
        values[key]?.intValue
    }

    /// The number for `key` (a whole number converts), or `nil` when absent or not a number.
    ///
    /// - Parameter key: The configuration key.
    /// - Returns: The numeric value.
    public func number(_ key: String) -> Double? {
        values[key]?.doubleValue
    }

    /// The boolean for `key`, or `nil` when absent or not a boolean.
    ///
    /// - Parameter key: The configuration key.
    /// - Returns: The boolean value.
    public func boolean(_ key: String) -> Bool? {
        values[key]?.boolValue
    }
}
