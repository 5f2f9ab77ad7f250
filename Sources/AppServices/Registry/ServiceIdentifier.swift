/// The stable identifier of a service in the catalog and in manifests, such as `"analytics"`.
///
/// Manifests, self-registration records and code all refer to a service by this identifier, so it
/// must stay the same across releases even when the implementing type is renamed.
///
/// ```swift
/// let id: ServiceIdentifier = "analytics"
/// ```
public struct ServiceIdentifier: Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The identifier's text.
    public let rawValue: String

    /// Creates an identifier from its text.
    ///
    /// - Parameter rawValue: The identifier's text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal.
    ///
    /// - Parameter value: The identifier's text.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Decodes an identifier from a plain string.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the identifier as a plain string.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The identifier's text.
    public var description: String { rawValue }

    /// Orders identifiers by their text, for deterministic output.
    public static func < (lhs: ServiceIdentifier, rhs: ServiceIdentifier) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
