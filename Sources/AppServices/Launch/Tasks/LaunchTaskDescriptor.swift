/// Everything about a launch task except its work: what the graph is validated and planned from.
///
/// Descriptors are plain data, so a manifest or the command-line tool can describe, check and plan a
/// launch graph without the app's code. A ``LaunchTask`` pairs a descriptor with its work.
public struct LaunchTaskDescriptor: Hashable, Sendable, Codable {
    /// The task's unique identifier, such as `"analytics.configure"`.
    public var id: LaunchTaskID
    /// The tasks that must finish before this one starts.
    public var dependencies: [LaunchTaskID]
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
        id: LaunchTaskID,
        dependencies: [LaunchTaskID] = [],
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
