extension ConfigurationValue {
    /// The value's type and, for scalars, the value, as problem messages show it: `integer 42`.
    var summary: String {
        switch self {
        case .string(let value):
            "string \"\((value.count > 40 ? value.prefix(40) + "…" : value).escapingControlCharacters)\""
        case .integer(let value): "integer \(value)"
        case .number(let value): "number \(value)"
        case .boolean(let value): "boolean \(value)"
        case .array(let value): "an array of \(value.count)"
        case .dictionary(let value): "a dictionary of \(value.count)"
        }
    }

    var boolValue: Bool? {
        if case .boolean(let value) = self { value } else { nil }
    }

    var intValue: Int? {
        if case .integer(let value) = self { value } else { nil }
    }

    var doubleValue: Double? {
        switch self {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
}

extension ConfigurationValueType {
    /// The type with its article, as problem messages say it: `a string`, `an integer`.
    var article: String {
        switch self {
        case .integer, .array: "an \(rawValue)"
        default: "a \(rawValue)"
        }
    }
}
