import AppServices

/// What launch tasks did, in the order they did it, recorded from any thread.
final class LaunchEventLog: Sendable {
    enum Event: Hashable {
        case start(LaunchTaskIdentifier)
        case end(LaunchTaskIdentifier)
        case began(LaunchPhase)
        case returned(LaunchPhase)
        case reached(LaunchMilestone)
    }

    private let storage = Locked<[Event]>([])

    var events: [Event] { storage.current }

    func append(_ event: Event) {
        storage.withLock { $0.append(event) }
    }

    /// The identifiers of the tasks that started, in start order.
    var started: [LaunchTaskIdentifier] {
        events.compactMap { event in
            guard case .start(let id) = event else { return nil }
            return id
        }
    }

    /// The position of `event` in the log, if it happened.
    func position(of event: Event) -> Int? {
        events.firstIndex(of: event)
    }
}
