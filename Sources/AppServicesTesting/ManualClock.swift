import AppServices

/// A clock that only moves when a test moves it, so deadlines and timeouts are tested without sleeping.
///
/// Code under test receives the clock as `any Clock<Duration>`; the test advances it:
///
/// ```swift
/// let clock = ManualClock()
/// let host = ServiceHost(services: [slowService], clock: clock)
/// // ... start a callback that waits for a deadline ...
/// await clock.waitForSleepers(count: 1)
/// clock.advance(by: .seconds(30))
/// ```
public final class ManualClock: Clock, Sendable {
    /// A point on a manual clock: the time elapsed since the clock was created.
    public struct Instant: InstantProtocol, Sendable {
        /// The time since the clock's start.
        public var offset: Duration

        /// Creates an instant `offset` after the clock's start.
        ///
        /// - Parameter offset: The time since the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` after this one.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Orders instants by their offset.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        var id: UInt64
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID: UInt64 = 0
        var cancelled: Set<UInt64> = []
    }

    private let state = Locked(State())

    /// Creates a clock that reads zero.
    public init() {}

    /// The current instant; it changes only through ``advance(by:)`` and ``advance(to:)``.
    public var now: Instant { state.withLock { $0.now } }

    /// The smallest step the clock distinguishes.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// How many tasks are sleeping on this clock right now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until the clock has been advanced to `deadline`.
    ///
    /// - Parameters:
    ///   - deadline: The instant to wake at.
    ///   - tolerance: Ignored; a manual clock is exact.
    /// - Throws: `CancellationError` when the sleeping task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state -> UInt64 in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> Result<Void, any Error>? in
                    if state.cancelled.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelled.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward by `duration` and wakes every sleeper whose deadline has come, earliest first.
    ///
    /// - Parameter duration: How far to move; must not be negative.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "ManualClock cannot move backwards")
        advance(to: now.advanced(by: duration))
    }

    /// Moves the clock forward to `instant` (if it is later than now) and wakes the sleepers that are due.
    ///
    /// - Parameter instant: The instant to move to.
    public func advance(to instant: Instant) {
        let due = state.withLock { state -> [Sleeper] in
            if instant > state.now { state.now = instant }
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Waits until at least `count` tasks are sleeping on this clock.
    ///
    /// Call it before ``advance(by:)`` when the code under test starts its sleep asynchronously,
    /// so the advance cannot run before the sleep is registered.
    ///
    /// - Parameter count: The number of sleepers to wait for.
    public func waitForSleepers(count: Int = 1) async {
        while sleeperCount < count {
            await Task.yield()
        }
    }
}
