/// The error thrown when a launch phase is started out of order or through the wrong entry point.
///
/// Such an error is a mistake in the code that drives the scheduler, such as an adapter calling
/// phases twice; the message names the phase and what was expected.
public struct LaunchSchedulerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of a scheduler error.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let name: String

        /// The phase was started before the phase that precedes it.
        static let phaseOutOfOrder = Code(name: "phaseOutOfOrder")
        /// The phase was started a second time.
        static let phaseAlreadyStarted = Code(name: "phaseAlreadyStarted")
        /// An asynchronous phase was passed to `runSynchronousPhase(_:)`.
        static let phaseNotSynchronous = Code(name: "phaseNotSynchronous")
        /// A synchronous phase was passed to an entry point for asynchronous phases.
        static let phaseNotAsynchronous = Code(name: "phaseNotAsynchronous")

        /// The code's name.
        public var description: String { name }
    }

    /// The kind of error.
    public let code: Code
    /// The phase that could not be started.
    public let phase: LaunchPhase
    /// The phase that had to be started next, if any.
    public let expectedPhase: LaunchPhase?

    /// What went wrong, naming the phases.
    public var description: String {
        let order = LaunchPhase.allCases.map(\.rawValue).joined(separator: ", ")
        let next = expectedPhase.map { "the next phase is \($0)" } ?? "every phase has started"
        switch code {
        case .phaseOutOfOrder:
            return "cannot start launch phase \(phase): \(next); phases start in the order \(order)"
        case .phaseAlreadyStarted:
            return "cannot start launch phase \(phase): it has already started; \(next)"
        case .phaseNotSynchronous:
            return "cannot run launch phase \(phase) synchronously: it is asynchronous; use startPhase(_:)"
        default:
            return "cannot start launch phase \(phase) asynchronously: it is synchronous; call "
                + "runSynchronousPhase(_:) from its delegate callback"
        }
    }
}
