/// The type a service declares for one of its configuration keys.
public enum ConfigurationValueType: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// A string.
    case string
    /// A whole number.
    case integer
    /// Any number; a whole number is accepted too.
    case number
    /// `true` or `false`.
    case boolean
    /// A list of values.
    case array
    /// Values by key.
    case dictionary

    /// Whether `value` is acceptable where this type is declared: the types match, or a whole number is given
    /// for ``number``.
    func accepts(_ value: ConfigurationValue) -> Bool {
        value.type == self || (self == .number && value.type == .integer)
    }

    /// The type's name, as error messages spell it.
    public var description: String { rawValue }
}
