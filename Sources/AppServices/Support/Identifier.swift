/// A stable, human-readable identifier, typed by what it identifies so that a launch task's identifier
/// cannot be passed where a service's is expected.
///
/// ```swift
/// let task: LaunchTaskIdentifier = "crash-reporting.start"
/// let service: ServiceIdentifier = "analytics"
/// ```
public struct Identifier<Kind>: Hashable, Comparable, Sendable, Codable, ExpressibleByStringInterpolation,
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

    /// Creates an identifier from an interpolated literal, such as `"import.\(index)"`.
    ///
    /// - Parameter stringInterpolation: The interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
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
    public static func < (lhs: Identifier, rhs: Identifier) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// What a ``LaunchTaskIdentifier`` identifies.
public enum LaunchTaskIdentity {}

/// What a ``ServiceIdentifier`` identifies.
public enum ServiceIdentity {}

/// The identifier of a launch task, such as `"analytics.configure"`.
public typealias LaunchTaskIdentifier = Identifier<LaunchTaskIdentity>

/// The stable identifier of a service in the catalog and in manifests, such as `"analytics"`.
///
/// Manifests, self-registration records and code all refer to a service by this identifier, so it must
/// stay the same across releases even when the implementing type is renamed.
public typealias ServiceIdentifier = Identifier<ServiceIdentity>
