/// A declared milestone in a launch report: when it was reached, as an offset from the launch's start,
/// or `nil` if it was not reached when the report was made.
public struct LaunchMilestoneRecord: Hashable, Sendable, Codable {
    /// The milestone.
    public var milestone: LaunchMilestone
    /// When the app reached it, or `nil` if it had not.
    public var reached: Duration?

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - milestone: The milestone.
    ///   - reached: When it was reached, or `nil`.
    public init(milestone: LaunchMilestone, reached: Duration?) {
        self.milestone = milestone
        self.reached = reached
    }

    private enum CodingKeys: String, CodingKey {
        case milestone, reachedNanoseconds
    }

    /// Decodes a record; the time is whole nanoseconds.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for a missing milestone or a time outside `0...LaunchReport.maximumNanoseconds`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        milestone = try container.decode(LaunchMilestone.self, forKey: .milestone)
        reached =
            container.contains(.reachedNanoseconds) ? try container.decodeNanoseconds(forKey: .reachedNanoseconds) : nil
    }

    /// Encodes the record; the time is whole nanoseconds, left out when the milestone was not reached.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(milestone, forKey: .milestone)
        if let reached { try container.encodeNanoseconds(reached, forKey: .reachedNanoseconds) }
    }
}
