/// The launch's clock, read as offsets from the moment the launch started.
///
/// Wraps any `Clock<Duration>` so the scheduler can store it without knowing its instant type.
struct LaunchTimeline: Sendable {
    /// The time elapsed since the launch started.
    let now: @Sendable () -> Duration
    /// Sleeps on the clock for a duration; throws `CancellationError` when cancelled.
    let sleep: @Sendable (Duration) async throws -> Void

    /// Starts a timeline on `clock`; its origin is the clock's current instant.
    init(clock: some Clock<Duration>) {
        sleep = { try await clock.sleep(for: $0) }
        // Read twice a task, so the usual clock gets a path free of generic and existential dispatch.
        if let continuous = clock as? ContinuousClock {
            let origin = continuous.now
            now = { origin.duration(to: ContinuousClock.now) }
        } else {
            let origin = clock.now
            now = { origin.duration(to: clock.now) }
        }
    }
}
