/// A cold-start intent the host held until a milestone, in a launch report: what it was, the milestone, when
/// the hold began and when the intent was delivered, as offsets from the launch's start.
public struct LaunchIntentHoldRecord: Hashable, Sendable, Codable {
    /// What was held, as the host names it: `url myapp://inbox`, `user activity NSUserActivityTypeBrowsingWeb`,
    /// `quick action com.example.compose`, `CloudKit share iCloud.com.example`.
    public var intent: String
    /// The milestone it was held until.
    public var milestone: LaunchMilestone
    /// When the host began to hold it.
    public var held: Duration
    /// When it was delivered to the services, or `nil` while it is still held.
    public var delivered: Duration?

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - intent: What was held.
    ///   - milestone: The milestone it was held until.
    ///   - held: When the hold began.
    ///   - delivered: When it was delivered, or `nil`.
    public init(intent: String, milestone: LaunchMilestone, held: Duration, delivered: Duration?) {
        self.intent = intent
        self.milestone = milestone
        self.held = held
        self.delivered = delivered
    }

    /// How long it was held: to its delivery, or `nil` while it is still held.
    public var duration: Duration? { delivered.map { $0 - held } }

    private enum CodingKeys: String, CodingKey {
        case intent, milestone, heldNanoseconds, deliveredNanoseconds
    }

    /// Decodes a record; times are whole nanoseconds.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for a missing field or a time outside `0...LaunchReport.maximumNanoseconds`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        intent = try container.decode(String.self, forKey: .intent)
        milestone = try container.decode(LaunchMilestone.self, forKey: .milestone)
        held = try container.decodeNanoseconds(forKey: .heldNanoseconds)
        delivered =
            container.contains(.deliveredNanoseconds)
            ? try container.decodeNanoseconds(forKey: .deliveredNanoseconds) : nil
    }

    /// Encodes the record; times are whole nanoseconds, the delivery left out while the intent is held.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(intent, forKey: .intent)
        try container.encode(milestone, forKey: .milestone)
        try container.encodeNanoseconds(held, forKey: .heldNanoseconds)
        if let delivered { try container.encodeNanoseconds(delivered, forKey: .deliveredNanoseconds) }
    }
}
