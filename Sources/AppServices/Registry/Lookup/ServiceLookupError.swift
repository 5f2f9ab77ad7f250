/// Why a service could not be looked up, naming the protocol and what would have fixed it.
public struct ServiceLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let name: String

        /// No implementation is registered for the protocol.
        public static let notRegistered = Code(name: "notRegistered")
        /// Factories resolve each other in a cycle.
        public static let dependencyCycle = Code(name: "dependencyCycle")
        /// The factory threw.
        public static let factoryFailed = Code(name: "factoryFailed")

        /// The code's name.
        public var description: String { name }
    }

    /// What went wrong.
    public var code: Code
    /// The protocol (or type) that was looked up.
    public var service: String
    /// For ``Code/notRegistered``: every protocol that is registered, sorted.
    public var registered: [String]
    /// For ``Code/dependencyCycle``: the cycle, first and last the same, such as `[A, B, A]`.
    public var cycle: [String]
    /// For ``Code/factoryFailed``: what the factory threw.
    public var reason: String?

    init(code: Code, service: String, registered: [String] = [], cycle: [String] = [], reason: String? = nil) {
        self.code = code
        self.service = service
        self.registered = registered
        self.cycle = cycle
        self.reason = reason
    }

    /// A message naming the protocol and what is registered, the cycle, or the factory's error.
    public var description: String {
        switch code {
        case .notRegistered:
            let list =
                registered.isEmpty ? "nothing is registered" : "registered: \(registered.joined(separator: ", "))"
            return "no implementation registered for '\(service)'; \(list)"
        case .dependencyCycle:
            return "service factories depend on each other in a cycle: \(cycle.joined(separator: " -> "))"
        default:
            return "the factory for '\(service)' failed: \(reason ?? "unknown error")"
        }
    }
}
