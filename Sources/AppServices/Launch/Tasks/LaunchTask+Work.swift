extension LaunchTask {
    /// A launch task's work, in the one form its executor and phase allow.
    ///
    /// The synchronous phases are driven by synchronous `UIApplicationDelegate` callbacks, so a main-actor task in such
    /// a phase runs inline before the callback returns and its work must be synchronous. Background work, and a
    /// main-actor task of an asynchronous phase, may use either form.
    public enum Work: Sendable {
        /// Synchronous work on the main actor; the only main-actor form allowed in a synchronous phase.
        case synchronousMainActor(@MainActor @Sendable () throws -> Void)
        /// Asynchronous work on the main actor; only in an asynchronous phase.
        case mainActor(@MainActor @Sendable () async throws -> Void)
        /// Asynchronous work on the cooperative thread pool, in any phase.
        case background(@Sendable () async throws -> Void)
        /// Synchronous work on the cooperative thread pool, in any phase, such as an SDK's setup call.
        ///
        /// A lane calls it directly, without an asynchronous call's overhead. No timeout can interrupt it.
        case synchronousBackground(@Sendable () throws -> Void)

        /// Whether the work is a synchronous closure, which no timeout can interrupt.
        var isSynchronous: Bool {
            switch self {
            case .synchronousMainActor, .synchronousBackground: true
            case .mainActor, .background: false
            }
        }

        /// Whether the work is an asynchronous closure on the main actor, which no synchronous phase admits.
        var isAsynchronousMainActor: Bool {
            if case .mainActor = self { return true }
            return false
        }

        /// The executor this work runs on.
        public var executor: LaunchExecutor {
            switch self {
            case .synchronousMainActor, .mainActor: .mainActor
            case .background, .synchronousBackground: .background
            }
        }
    }

    /// Selects background work in the ``LaunchTask`` initializers that take a background closure.
    ///
    /// Its only value, ``background``, reads like the ``LaunchExecutor`` case it stands for.
    public struct OnBackground: Sendable {
        /// Runs the task on the cooperative thread pool.
        public static let background = OnBackground()
    }

    /// Selects main-actor work in the ``LaunchTask`` initializers that take a main-actor closure.
    ///
    /// Its only value, ``mainActor``, reads like the ``LaunchExecutor`` case it stands for.
    public struct OnMainActor: Sendable {
        /// Runs the task on the main actor.
        public static let mainActor = OnMainActor()
    }
}
