/// What happened to one launch task: when and where it ran, and how it ended.
///
/// Times are offsets from the launch's start. A task that never ran has `start == end`, the
/// moment it was skipped, and no lane.
public struct LaunchTaskRecord: Hashable, Sendable, Codable {
    /// The task's identifier.
    public var id: LaunchTaskIdentifier
    /// The task's phase.
    public var phase: LaunchPhase
    /// Where the task's work ran.
    public var executor: LaunchExecutor
    /// The task's dependencies, as registered.
    public var dependencies: [LaunchTaskIdentifier]
    /// The task's failure policy.
    public var failurePolicy: LaunchFailurePolicy
    /// When the work started.
    public var start: Duration
    /// When the work ended.
    public var end: Duration
    /// How the task ended.
    public var outcome: LaunchTaskOutcome
    /// The error's description for a task that did not succeed, or why it was skipped.
    public var error: String?
    /// The lane it ran on: `0` is the main actor, `1...` the background slots; `nil` if it never ran.
    public var lane: Int?
    /// The app's milestones the task waited for, as registered.
    public var milestones: [LaunchMilestone] = []
    /// How long the task waited for its milestones: from when its phase had started and its dependencies
    /// were done to when its last milestone was reached; zero when it waited for none, or they came first.
    public var milestoneWait: Duration = .zero

    /// How long the work ran.
    public var duration: Duration { end - start }

    private enum CodingKeys: String, CodingKey {
        case id, phase, executor, dependencies, failurePolicy, startNanoseconds, endNanoseconds, outcome, error, lane
        case milestones, milestoneWaitNanoseconds
    }
}

// The initializers are declared in an extension, so the struct keeps its memberwise initializer.
extension LaunchTaskRecord {
    /// Creates a record.
    ///
    /// - Parameters:
    ///   - descriptor: The task's descriptor.
    ///   - start: When the work started.
    ///   - end: When the work ended.
    ///   - outcome: How the task ended.
    ///   - error: The error's or the skip's description, if any.
    ///   - lane: The lane it ran on, or `nil`.
    public init(
        descriptor: LaunchTaskDescriptor,
        start: Duration,
        end: Duration,
        outcome: LaunchTaskOutcome,
        error: String? = nil,
        lane: Int?
    ) {
        // Through the synthesized memberwise initializer, which builds the record in one piece: assigning
        // each property in turn made the optimizer copy the whole record once more, a retain and a release
        // of each of its strings and arrays.
        self.init(
            id: descriptor.id, phase: descriptor.phase, executor: descriptor.executor,
            dependencies: descriptor.dependencies, failurePolicy: descriptor.failurePolicy, start: start, end: end,
            outcome: outcome, error: error, lane: lane, milestones: descriptor.milestones)
    }

    /// Decodes a record; times are whole nanoseconds.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for missing or malformed fields, and for values out of range: times outside
    ///   `0...LaunchReport.maximumNanoseconds`, an end before the start, a lane outside
    ///   `0...LaunchReport.maximumLane`, more than `LaunchReport.maximumTaskCount` milestones. A record written
    ///   before milestones existed has none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(LaunchTaskIdentifier.self, forKey: .id)
        phase = try container.decode(LaunchPhase.self, forKey: .phase)
        executor = try container.decode(LaunchExecutor.self, forKey: .executor)
        dependencies = try container.decode([LaunchTaskIdentifier].self, forKey: .dependencies)
        failurePolicy = try container.decode(LaunchFailurePolicy.self, forKey: .failurePolicy)
        start = try container.decodeNanoseconds(forKey: .startNanoseconds)
        end = try container.decodeNanoseconds(forKey: .endNanoseconds)
        try container.checkSpan(start, end, endKey: .endNanoseconds)
        outcome = try container.decode(LaunchTaskOutcome.self, forKey: .outcome)
        error = try container.decodeIfPresent(String.self, forKey: .error)
        lane = try container.decodeLane(forKey: .lane)
        milestones = try container.decodeIfPresent([LaunchMilestone].self, forKey: .milestones) ?? []
        try container.checkCount(milestones.count, forKey: .milestones)
        if container.contains(.milestoneWaitNanoseconds) {
            milestoneWait = try container.decodeNanoseconds(forKey: .milestoneWaitNanoseconds)
        }
    }

    /// Encodes the record; times are whole nanoseconds.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(phase, forKey: .phase)
        try container.encode(executor, forKey: .executor)
        try container.encode(dependencies, forKey: .dependencies)
        try container.encode(failurePolicy, forKey: .failurePolicy)
        try container.encodeNanoseconds(start, forKey: .startNanoseconds)
        try container.encodeNanoseconds(end, forKey: .endNanoseconds)
        try container.encode(outcome, forKey: .outcome)
        try container.encodeIfPresent(error, forKey: .error)
        try container.encodeIfPresent(lane, forKey: .lane)
        if !milestones.isEmpty {
            try container.encode(milestones, forKey: .milestones)
            try container.encodeNanoseconds(milestoneWait, forKey: .milestoneWaitNanoseconds)
        }
    }
}
