/// The error a launch task fails with when the scheduler, not its work, ends it.
///
/// ```swift
/// // launch task 'config.fetch' timed out after 2.0 seconds and was cancelled
/// ```
///
/// A timeout cannot stop a thread. Work that blocks (a synchronous SDK call, a semaphore, a sleep)
/// runs until it returns; the task still counts as timed out, its record ends when the work really
/// returned, and the error (``Code/ignoredCancellation``) says so.
public struct LaunchTaskError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of a launch task error.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let name: String

        /// Asynchronous work reached its timeout and was cancelled.
        public static let timedOut = Code(name: "timedOut")
        /// Asynchronous work reached its timeout and was cancelled, but returned only later, more than
        /// ``LaunchTaskError/cancellationGrace`` after the deadline: it blocked its thread or ignored the
        /// cancellation, and its dependants and its phase waited until it returned.
        public static let ignoredCancellation = Code(name: "ignoredCancellation")
        /// Synchronous work, which cannot be interrupted, ran longer than its timeout.
        public static let overran = Code(name: "overran")

        /// The code's name.
        public var description: String { name }
    }

    /// The kind of error.
    public let code: Code
    /// The task that ran too long.
    public let task: LaunchTaskIdentifier
    /// The task's timeout.
    public let timeout: Duration
    /// How long the task ran, from its start until its work returned.
    public let duration: Duration
    /// Where the task's work ran, which decides the advice ``description`` gives for ``Code/overran``.
    public let executor: LaunchExecutor

    /// How long after its deadline cancelled work may take to return and still count as having honoured
    /// the cancellation (``Code/timedOut``); later, it is reported as ``Code/ignoredCancellation``.
    public static let cancellationGrace = Duration.milliseconds(1)

    init(
        code: Code, task: LaunchTaskIdentifier, timeout: Duration, duration: Duration,
        executor: LaunchExecutor = .mainActor
    ) {
        self.code = code
        self.task = task
        self.timeout = timeout
        self.duration = duration
        self.executor = executor
    }

    /// What happened, naming the task and its timeout.
    public var description: String {
        switch code {
        case .overran where executor == .mainActor:
            "launch task '\(task)' ran for \(duration), over its timeout of \(timeout); synchronous main-actor "
                + "work cannot be interrupted, so make it faster or move it off the main actor"
        case .overran:
            "launch task '\(task)' ran for \(duration), over its timeout of \(timeout); synchronous work cannot "
                + "be interrupted, so make it faster, or make it asynchronous and let it check for cancellation"
        case .ignoredCancellation:
            "launch task '\(task)' timed out after \(timeout) and was cancelled, but its work ran for \(duration) "
                + "(blocking its thread or ignoring the cancellation), so its dependants waited until it returned; "
                + "check Task.isCancelled, or move blocking work out of launch tasks"
        default:
            "launch task '\(task)' timed out after \(timeout) and was cancelled"
        }
    }
}
