/// A typed event bus, the mediator between services: any service posts events from any thread, and
/// subscribers receive them on the main actor or as an `AsyncSequence`.
///
/// Delivery rules, which the tests hold:
/// - An event goes to the subscriptions of its exact type that exist when it is posted. A
///   subscription added while an event is being dispatched receives events posted from then on.
/// - A cancelled subscription (its ``EventSubscription`` released or cancelled) is never called
///   again, even for an event that is already being dispatched to others. This holds from any
///   thread: once ``EventSubscription/cancel()`` has returned, the handler is not running and never
///   runs again, because cancelling waits for a call already running on another thread.
/// - Main-actor handlers get events in the order they were posted (for posts from one thread, or
///   ordered posts from several), each event to its handlers in subscription order. A post from
///   main-actor code delivers before it returns, unless it comes from a handler: then the event is
///   delivered right after the current one. A post from any other context is delivered on the
///   main actor soon after.
/// - Streams from ``events(of:)`` get events on the posting thread, in order, without waiting for
///   the main actor.
///
/// ```swift
/// let bus = EventBus()
/// let token = bus.subscribe(to: UserDidSignIn.self) { event in
///     print("welcome \(event.userID)")
/// }
/// bus.post(UserDidSignIn(userID: "42"))
/// ```
public final class EventBus: Sendable {
    private struct Pending {
        var event: any AppEvent
        var subscribers: [EventSubscriber]
    }

    private struct State {
        var subscribers: [ObjectIdentifier: [EventSubscriber]] = [:]
        var pending: [Pending] = []
        var isDraining = false
        var isDrainScheduled = false
    }

    private let state = Locked(State())

    /// Creates a bus without subscribers.
    public init() {}

    /// Posts an event to the subscriptions of its type; safe from any thread.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - isolation: The caller's actor, filled in by the compiler; on the main actor the event is
    ///     delivered before `post` returns.
    public func post<Event: AppEvent>(_ event: Event, isolation: isolated (any Actor)? = #isolation) {
        let isOnMainActor = isolation.map { $0 === MainActor.shared } ?? false
        let subscribers = state.withLock { $0.subscribers[ObjectIdentifier(Event.self)] ?? [] }
        var onMainActor: [EventSubscriber] = []
        for subscriber in subscribers {
            switch subscriber.delivery {
            case .stream(let yield): subscriber.deliver { yield(event) }
            case .mainActor: onMainActor.append(subscriber)
            }
        }
        guard !onMainActor.isEmpty else { return }
        let mustSchedule = state.withLock { state in
            state.pending.append(Pending(event: event, subscribers: onMainActor))
            guard !isOnMainActor, !state.isDrainScheduled else { return false }
            state.isDrainScheduled = true
            return true
        }
        if isOnMainActor {
            MainActor.assumeIsolated { drain() }
        } else if mustSchedule {
            Task { @MainActor in self.drainScheduled() }
        }
    }

    /// Subscribes a main-actor handler to events of one type.
    ///
    /// - Parameters:
    ///   - eventType: The events' type.
    ///   - handler: Called on the main actor with each event.
    /// - Returns: The token; the subscription ends when it is released.
    public func subscribe<Event: AppEvent>(
        to eventType: Event.Type,
        handler: @escaping @MainActor @Sendable (Event) -> Void
    ) -> EventSubscription {
        add(Event.self, .mainActor({ event in if let event = event as? Event { handler(event) } }))
    }

    /// Subscribes on behalf of `target`, held weakly: once it is deallocated the handler is never
    /// called, even if the token lives on.
    ///
    /// - Parameters:
    ///   - eventType: The events' type.
    ///   - target: The subscriber, passed to the handler while it exists.
    ///   - handler: Called on the main actor with the target and each event.
    /// - Returns: The token; the subscription ends when it is released.
    public func subscribe<Event: AppEvent, Target: AnyObject & Sendable>(
        to eventType: Event.Type,
        target: Target,
        handler: @escaping @MainActor @Sendable (Target, Event) -> Void
    ) -> EventSubscription {
        subscribe(to: eventType) { [weak target] event in if let target { handler(target, event) } }
    }

    /// The events of one type as an asynchronous sequence, from now until the iteration ends.
    ///
    /// The subscription ends when the stream is cancelled, finishes or is released.
    ///
    /// ```swift
    /// for await event in bus.events(of: UserDidSignIn.self) { print(event.userID) }
    /// ```
    ///
    /// - Parameter eventType: The events' type.
    /// - Returns: A stream that buffers every event until it is read.
    public func events<Event: AppEvent>(of eventType: Event.Type) -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
        let subscription = add(
            Event.self, .stream({ event in if let event = event as? Event { continuation.yield(event) } }))
        continuation.onTermination = { _ in subscription.cancel() }
        return stream
    }

    /// How many subscriptions to `eventType` would receive an event posted now.
    func subscriberCount<Event: AppEvent>(for eventType: Event.Type) -> Int {
        state.withLock { $0.subscribers[ObjectIdentifier(eventType)]?.count ?? 0 }
    }

    func remove(_ subscriber: EventSubscriber) {
        state.withLock { state in
            state.subscribers[subscriber.eventType]?.removeAll { $0 === subscriber }
            if state.subscribers[subscriber.eventType]?.isEmpty == true {
                state.subscribers[subscriber.eventType] = nil
            }
        }
    }

    private func add<Event: AppEvent>(_ eventType: Event.Type, _ delivery: EventSubscriber.Delivery)
        -> EventSubscription
    {
        let subscriber = EventSubscriber(eventType: ObjectIdentifier(eventType), delivery: delivery)
        state.withLock { $0.subscribers[subscriber.eventType, default: []].append(subscriber) }
        return EventSubscription(subscriber: subscriber, bus: self)
    }

    @MainActor
    private func drainScheduled() {
        state.withLock { $0.isDrainScheduled = false }
        drain()
    }

    /// Delivers pending events in order; a post from a handler lands in the queue this loop empties.
    @MainActor
    private func drain() {
        let mayDrain = state.withLock { state in
            defer { state.isDraining = true }
            return !state.isDraining
        }
        guard mayDrain else { return }
        while let next = state.withLock({ state in
            if state.pending.isEmpty { state.isDraining = false }
            return state.pending.isEmpty ? nil : state.pending.removeFirst()
        }) {
            for subscriber in next.subscribers {
                if case .mainActor(let handler) = subscriber.delivery { subscriber.deliver { handler(next.event) } }
            }
        }
    }
}
