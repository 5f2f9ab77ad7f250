#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The launch's clock, read as moments since the launch started.
///
/// Wraps any `Clock<Duration>` so the scheduler can store it without knowing its instant type.
struct LaunchTimeline: Sendable {
    /// The moment it is now.
    let now: @Sendable () -> LaunchMoment
    /// Sleeps on the clock for a duration; throws `CancellationError` when cancelled.
    let sleep: @Sendable (Duration) async throws -> Void

    /// Starts a timeline on `clock`; its origin is the clock's current instant.
    init(clock: some Clock<Duration>) {
        sleep = { try await clock.sleep(for: $0) }
        // Read twice a task, so the usual clock is read directly, in nanoseconds: `ContinuousClock.now`
        // converts its reading to a `Duration`, and the offset from the origin is 128-bit arithmetic.
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        if clock is ContinuousClock {
            let origin = Self.continuousNanoseconds()
            now = { LaunchMoment(nanoseconds: Self.continuousNanoseconds() &- origin) }
            return
        }
        #endif
        let origin = clock.now
        now = { LaunchMoment(origin.duration(to: clock.now)) }
    }

    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    /// `ContinuousClock`'s reading in nanoseconds, from the system clock the Swift runtime reads for it.
    @inline(__always)
    private static func continuousNanoseconds() -> Int64 {
        #if canImport(Darwin)
        return Int64(bitPattern: clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW))
        #else
        var reading = timespec()
        clock_gettime(CLOCK_BOOTTIME, &reading)
        return Int64(reading.tv_sec) &* 1_000_000_000 &+ Int64(reading.tv_nsec)
        #endif
    }
    #endif
}
