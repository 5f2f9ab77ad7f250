/// A moment only the app knows, such as the user's consent or sign-in, that launch tasks may wait for.
///
/// Declare milestones as constants, pass them to the scheduler, and reach each when the app knows, from
/// any thread, at any time, or never in a process:
///
/// ```swift
/// extension LaunchMilestone {
///     static let consentGiven: LaunchMilestone = "consentGiven"
/// }
///
/// LaunchTask("analytics.start", phase: .firstSceneActive) { Analytics.start() }
///     .waiting(for: .consentGiven)
///
/// scheduler.reach(.consentGiven)  // when the user agrees
/// ```
public struct LaunchMilestone: Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The milestone's name, as manifests spell it.
    public let rawValue: String

    /// Creates a milestone from its name.
    ///
    /// - Parameter rawValue: The milestone's name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a milestone from a string literal.
    ///
    /// - Parameter value: The milestone's name.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Decodes a milestone from a plain string.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the milestone as a plain string.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The milestone's name.
    public var description: String { rawValue }

    /// Orders milestones by their names, for deterministic output.
    public static func < (lhs: LaunchMilestone, rhs: LaunchMilestone) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
