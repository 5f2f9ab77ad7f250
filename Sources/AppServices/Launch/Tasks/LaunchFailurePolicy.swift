/// What a failed, timed-out or skipped launch task means for the rest of the launch.
///
/// An extensible struct rather than an enum, so new policies do not break `switch`es in callers.
public struct LaunchFailurePolicy: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The policy's name, as manifests spell it.
    public let name: String

    /// Creates a policy from its name; prefer the static values.
    ///
    /// - Parameter name: `required`, `optional` or `ignore`.
    public init(name: String) {
        self.name = name
    }

    /// The launch fails and its report names this task; dependants are skipped.
    public static let required = LaunchFailurePolicy(name: "required")
    /// The launch goes on; tasks that depend on this one are skipped and reported as skipped.
    public static let optional = LaunchFailurePolicy(name: "optional")
    /// The failure is recorded and nothing else changes: dependants run as if the task had succeeded.
    public static let ignore = LaunchFailurePolicy(name: "ignore")

    /// Every policy the library knows, for validating manifests.
    public static let all: [LaunchFailurePolicy] = [.required, .optional, .ignore]

    /// Decodes a policy from its name.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` for an unknown name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard Self.all.contains(where: { $0.name == name }) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown failure policy '\(name)'; expected one of \(Self.all.map(\.name))"
            )
        }
        self.name = name
    }

    /// Encodes the policy as its name.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// The policy's name.
    public var description: String { name }
}
