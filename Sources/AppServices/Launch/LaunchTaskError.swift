/// The error a launch task fails with when the scheduler, not its work, ends it.
///
/// ```swift
/// // launch task 'config.fetch' timed out after 2.0 seconds and was cancelled
/// ```
public struct LaunchTaskError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of a launch task error.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let name: String

        /// Creates a code from its name; prefer the static values.
        ///
        /// - Parameter name: The code's name.
        public init(name: String) {
            self.name = name
        }

        /// Asynchronous work reached its timeout and was cancelled.
        public static let timedOut = Code(name: "timedOut")
        /// Synchronous main-actor work, which cannot be interrupted, ran longer than its timeout.
        public static let overran = Code(name: "overran")

        /// The code's name.
        public var description: String { name }
    }

    /// The kind of error.
    public let code: Code
    /// The task that ran too long.
    public let task: LaunchTaskID
    /// The task's timeout.
    public let timeout: Duration
    /// How long the task ran; for ``Code/timedOut``, the time until it was cancelled.
    public let duration: Duration

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of error.
    ///   - task: The task that ran too long.
    ///   - timeout: The task's timeout.
    ///   - duration: How long the task ran.
    public init(code: Code, task: LaunchTaskID, timeout: Duration, duration: Duration) {
        self.code = code
        self.task = task
        self.timeout = timeout
        self.duration = duration
    }

    /// What happened, naming the task and its timeout.
    public var description: String {
        switch code {
        case .overran:
            "launch task '\(task)' ran for \(duration), over its timeout of \(timeout); synchronous main-actor "
                + "work cannot be interrupted, so make it faster or move it off the main actor"
        default:
            "launch task '\(task)' timed out after \(timeout) and was cancelled"
        }
    }
}
