/// The token of a subscription on the ``EventBus``: the subscription lasts as long as the token.
///
/// Keep the token in the subscriber (a stored property); when the subscriber is deallocated, so is
/// the token, and its handler is never called again, not even for an event already being
/// dispatched. ``cancel()`` ends it earlier, from any thread.
///
/// ```swift
/// final class BadgeService: ApplicationService {
///     private var subscription: EventSubscription?
///     init(bus: EventBus) {
///         subscription = bus.subscribe(to: UnreadCountChanged.self) { event in print(event.count) }
///     }
/// }
/// ```
public final class EventSubscription: Sendable {
    private let subscriber: EventSubscriber
    private let bus: EventBus

    init(subscriber: EventSubscriber, bus: EventBus) {
        self.subscriber = subscriber
        self.bus = bus
    }

    deinit {
        cancel()
    }

    /// Whether the subscription still receives events.
    public var isActive: Bool {
        subscriber.isActive
    }

    /// Ends the subscription; once it returns, the handler is not running and is never called again.
    ///
    /// Safe from any thread. If the handler is running on another thread, `cancel()` waits for that call to return;
    /// called from inside the handler itself, it returns at once and the running call finishes. Releasing the token
    /// does the same. So a handler must never wait for a thread that is cancelling its subscription, or releasing its
    /// token: the two would wait for each other. Calling it again does nothing.
    public func cancel() {
        subscriber.deactivate()
        bus.remove(subscriber)
    }
}
