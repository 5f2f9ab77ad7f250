/// How a launch task ended.
public enum LaunchTaskOutcome: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The work returned normally within its time limit.
    case succeeded
    /// The work threw an error.
    case failed
    /// The work ran past its timeout: asynchronous work was cancelled at the deadline, synchronous
    /// main-actor work ran to its end and is reported with its overrun.
    case timedOut
    /// The work never ran: a dependency failed, or the launch was cancelled first.
    case skipped
    /// The work was running when the launch was cancelled and stopped early.
    case cancelled

    /// Whether the work ran and returned normally.
    var isSuccess: Bool { self == .succeeded }

    /// The outcome's name, as the report spells it.
    public var description: String { rawValue }
}
