extension ConfigurationValue: Codable {
    /// Decodes a value from JSON or a property list, trying each kind in turn.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.typeMismatch` for values outside the common subset (dates, data, null);
    ///   `DecodingError.dataCorrupted` for nesting deeper than ``ManifestLimits/maximumDepth``.
    public init(from decoder: any Decoder) throws {
        guard decoder.codingPath.count < ManifestLimits.maximumDepth else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: ManifestLimits.tooDeep))
        }
        if let container = try? decoder.singleValueContainer(), let scalar = Self.scalar(in: container) {
            self = scalar
        } else if var container = try? decoder.unkeyedContainer() {
            var elements: [ConfigurationValue] = []
            while !container.isAtEnd {
                elements.append(try container.decode(ConfigurationValue.self))
            }
            self = .array(elements)
        } else if let container = try? decoder.container(keyedBy: ConfigurationKey.self) {
            var values: [String: ConfigurationValue] = [:]
            for key in container.allKeys {
                values[key.stringValue] = try container.decode(ConfigurationValue.self, forKey: key)
            }
            self = .dictionary(values)
        } else {
            throw DecodingError.typeMismatch(
                ConfigurationValue.self,
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a string, number, boolean, array or dictionary"
                )
            )
        }
    }

    private static func scalar(in container: any SingleValueDecodingContainer) -> ConfigurationValue? {
        if let value = try? container.decode(Bool.self) { return .boolean(value) }
        if let value = try? container.decode(Int.self) { return .integer(value) }
        if let value = try? container.decode(Double.self) { return .number(value) }
        if let value = try? container.decode(String.self) { return .string(value) }
        return nil
    }

    /// Encodes the value as the matching JSON or property-list value.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .boolean(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .dictionary(let value): try container.encode(value)
        }
    }
}

/// Any key of a dictionary being decoded.
private struct ConfigurationKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}
