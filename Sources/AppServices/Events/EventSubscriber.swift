/// One subscription inside the bus: how to deliver, and whether it is still active.
final class EventSubscriber: Sendable {
    /// Where events go.
    enum Delivery: Sendable {
        /// A handler called on the main actor.
        case mainActor(@MainActor @Sendable (any AppEvent) -> Void)
        /// A stream, fed on the posting thread.
        case stream(@Sendable (any AppEvent) -> Void)
    }

    let id: UInt64
    let eventType: ObjectIdentifier
    let delivery: Delivery
    private let active = Locked(true)

    init(id: UInt64, eventType: ObjectIdentifier, delivery: Delivery) {
        self.id = id
        self.eventType = eventType
        self.delivery = delivery
    }

    var isActive: Bool {
        active.current
    }

    func deactivate() {
        active.withLock { $0 = false }
    }
}
