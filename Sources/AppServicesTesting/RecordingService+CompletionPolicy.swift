extension RecordingService {
    /// What a ``RecordingService`` does with the completion handlers it receives.
    ///
    /// ```swift
    /// let silent = RecordingService(completion: .never)
    /// // ... deliver a callback, advance the clock past its deadline ...
    /// silent.completePending(.performFetch)  // answers late
    /// ```
    public struct CompletionPolicy: Sendable, Equatable, CustomStringConvertible {
        /// How many times the handler is called before the callback returns; `0` keeps it for
        /// ``RecordingService/completePending(_:)``.
        public var callsAtOnce: Int

        /// Creates a policy.
        ///
        /// - Parameter callsAtOnce: How many times to call each handler before returning; `0` keeps it.
        public init(callsAtOnce: Int) {
            precondition(callsAtOnce >= 0, "a completion handler cannot be called a negative number of times")
            self.callsAtOnce = callsAtOnce
        }

        /// Calls each handler once, before the callback returns, as a well-behaved service does.
        public static let immediately = CompletionPolicy(callsAtOnce: 1)
        /// Never calls a handler by itself; keeps it so the test can call it late.
        public static let never = CompletionPolicy(callsAtOnce: 0)
        /// Calls each handler twice, a misbehaviour the host must report and survive.
        public static let twice = CompletionPolicy(callsAtOnce: 2)

        /// The policy's name: `immediately`, `never`, `twice`, or the number of calls.
        public var description: String {
            switch callsAtOnce {
            case 0: "never"
            case 1: "immediately"
            case 2: "twice"
            default: "\(callsAtOnce) times"
            }
        }
    }
}
