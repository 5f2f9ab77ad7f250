/// When a launch phase began and when its last task ended, as offsets from the launch's start.
public struct LaunchPhaseSpan: Hashable, Sendable, Codable {
    /// The phase.
    public var phase: LaunchPhase
    /// When the phase was started.
    public var start: Duration
    /// When the phase's last task ended; `start` when it had none.
    public var end: Duration

    /// Creates a span.
    ///
    /// - Parameters:
    ///   - phase: The phase.
    ///   - start: When the phase was started.
    ///   - end: When its last task ended.
    public init(phase: LaunchPhase, start: Duration, end: Duration) {
        self.phase = phase
        self.start = start
        self.end = end
    }

    private enum CodingKeys: String, CodingKey {
        case phase, startNanoseconds, endNanoseconds
    }

    /// Decodes a span; times are whole nanoseconds.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for missing or malformed fields, times outside
    ///   `0...LaunchReport.maximumNanoseconds` and an end before the start.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        phase = try container.decode(LaunchPhase.self, forKey: .phase)
        start = try container.decodeNanoseconds(forKey: .startNanoseconds)
        end = try container.decodeNanoseconds(forKey: .endNanoseconds)
        try container.checkSpan(start, end, endKey: .endNanoseconds)
    }

    /// Encodes the span; times are whole nanoseconds.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(phase, forKey: .phase)
        try container.encodeNanoseconds(start, forKey: .startNanoseconds)
        try container.encodeNanoseconds(end, forKey: .endNanoseconds)
    }
}
