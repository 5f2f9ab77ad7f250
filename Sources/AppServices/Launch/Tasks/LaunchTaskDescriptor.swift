/// Everything about a launch task except its work: what the graph is validated and planned from.
///
/// Descriptors are plain data, so a manifest or the command-line tool can describe, check and plan a
/// launch graph without the app's code. A ``LaunchTask`` pairs a descriptor with its work.
public struct LaunchTaskDescriptor: Hashable, Sendable, Codable {
    /// The task's unique identifier, such as `"analytics.configure"`.
    public var id: LaunchTaskIdentifier
    /// The tasks that must finish before this one starts.
    public var dependencies: [LaunchTaskIdentifier]
    /// When during launch the task runs.
    public var phase: LaunchPhase
    /// Where the task's work runs.
    public var executor: LaunchExecutor
    /// Breaks ties between tasks that are ready at the same moment: higher runs first.
    public var priority: Int
    /// How long the task may run before it counts as timed out; `nil` for no limit.
    ///
    /// At the deadline, asynchronous work is cancelled. Work that blocks its thread or ignores the
    /// cancellation runs on until it returns; its record ends then and its dependants wait for it (see
    /// ``LaunchTaskError/Code/ignoredCancellation``). Synchronous work cannot be interrupted.
    public var timeout: Duration?
    /// What a failure of this task means for the rest of the launch.
    public var failurePolicy: LaunchFailurePolicy
    /// The app's milestones that must be reached before this one starts; only for asynchronous phases.
    ///
    /// The task waits for them as for its dependencies; its timeout starts when it starts, so the wait
    /// does not count. See ``LaunchMilestone``.
    public var milestones: [LaunchMilestone] = []

    /// Creates a descriptor.
    ///
    /// - Parameters:
    ///   - id: The task's unique identifier.
    ///   - dependencies: The tasks that must finish first.
    ///   - phase: When the task runs.
    ///   - executor: Where the task's work runs.
    ///   - priority: Breaks ties between ready tasks; higher first.
    ///   - timeout: The time limit, or `nil`.
    ///   - failurePolicy: What a failure means.
    public init(
        id: LaunchTaskIdentifier,
        dependencies: [LaunchTaskIdentifier] = [],
        phase: LaunchPhase = .didFinishLaunching,
        executor: LaunchExecutor = .background,
        priority: Int = 0,
        timeout: Duration? = nil,
        failurePolicy: LaunchFailurePolicy = .required
    ) {
        self.id = id
        self.dependencies = dependencies
        self.phase = phase
        self.executor = executor
        self.priority = priority
        self.timeout = timeout
        self.failurePolicy = failurePolicy
    }
}

extension LaunchTaskDescriptor {
    private enum CodingKeys: String, CodingKey {
        case id, dependencies, phase, executor, priority, timeout, failurePolicy, milestones
    }

    /// Decodes a descriptor; `milestones` may be absent, as in descriptors written before milestones existed.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for missing or malformed fields.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(LaunchTaskIdentifier.self, forKey: .id),
            dependencies: try container.decode([LaunchTaskIdentifier].self, forKey: .dependencies),
            phase: try container.decode(LaunchPhase.self, forKey: .phase),
            executor: try container.decode(LaunchExecutor.self, forKey: .executor),
            priority: try container.decode(Int.self, forKey: .priority),
            timeout: try container.decodeIfPresent(Duration.self, forKey: .timeout),
            failurePolicy: try container.decode(LaunchFailurePolicy.self, forKey: .failurePolicy))
        milestones = try container.decodeIfPresent([LaunchMilestone].self, forKey: .milestones) ?? []
    }

    /// Encodes the descriptor; `milestones` only when there are some, so other descriptors read as before.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(dependencies, forKey: .dependencies)
        try container.encode(phase, forKey: .phase)
        try container.encode(executor, forKey: .executor)
        try container.encode(priority, forKey: .priority)
        try container.encodeIfPresent(timeout, forKey: .timeout)
        try container.encode(failurePolicy, forKey: .failurePolicy)
        if !milestones.isEmpty { try container.encode(milestones, forKey: .milestones) }
    }

    /// This descriptor, also waiting for `milestones`.
    ///
    /// - Parameter milestones: The milestones that must be reached before the task starts.
    /// - Returns: The descriptor with `milestones` added to its own.
    public func waiting(for milestones: LaunchMilestone...) -> LaunchTaskDescriptor {
        var result = self
        result.milestones += milestones
        return result
    }
}
