/// A configuration value as a manifest holds it: the common subset of JSON and property lists.
///
/// JSON and property lists decode to the same values, so a manifest means the same in either form. Integers stay
/// integers (`1` and `1.0` in JSON are both ``integer(_:)``); a value with a fraction is a ``number(_:)``.
///
/// ```swift
/// let value: ConfigurationValue = .dictionary(["endpoint": .string("https://example.com")])
/// ```
public enum ConfigurationValue: Hashable, Sendable {
    /// A string.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// A number with a fraction.
    case number(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// An ordered list of values.
    case array([ConfigurationValue])
    /// Values by key.
    case dictionary([String: ConfigurationValue])

    /// The value's type, for checking it against a declared ``ServiceConfigurationKey``.
    public var type: ConfigurationValueType {
        switch self {
        case .string: .string
        case .integer: .integer
        case .number: .number
        case .boolean: .boolean
        case .array: .array
        case .dictionary: .dictionary
        }
    }
}
