import Foundation

/// One subscription inside the bus: how to deliver, and whether it is still active.
///
/// Every delivery runs under the subscriber's own recursive lock, and deactivation waits for the same lock
/// after marking the subscription inactive, so once ``deactivate()`` returns no delivery is running on
/// another thread and none starts again. The lock is recursive, so a handler may end its own subscription
/// from inside itself without waiting for itself.
final class EventSubscriber: Sendable {
    /// Where events go.
    enum Delivery: Sendable {
        /// A handler called on the main actor.
        case mainActor(@MainActor @Sendable (any AppEvent) -> Void)
        /// A stream, fed on the posting thread.
        case stream(@Sendable (any AppEvent) -> Void)
    }

    let eventType: ObjectIdentifier
    let delivery: Delivery
    /// Read without the delivery lock, so asking does not wait for a handler that is running.
    private let active = Locked(true)
    private let deliveryLock = NSRecursiveLock()

    init(eventType: ObjectIdentifier, delivery: Delivery) {
        self.eventType = eventType
        self.delivery = delivery
    }

    var isActive: Bool {
        active.current
    }

    /// Runs `deliver` if the subscription is active, holding the delivery lock until it returns.
    func deliver(_ deliver: () -> Void) {
        guard active.current else { return }
        deliveryLock.withLock {
            if active.current { deliver() }
        }
    }

    /// Ends the subscription; waits for a delivery running on another thread, not for one on this thread.
    ///
    /// It marks the subscription inactive first, so no new delivery holds the lock for long, then takes
    /// the lock once: a steady stream of events cannot keep it waiting.
    func deactivate() {
        active.withLock { $0 = false }
        deliveryLock.withLock {}
    }
}
