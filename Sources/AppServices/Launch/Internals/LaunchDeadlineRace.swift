/// Races work against a deadline on the launch's clock, cancelling the work when the deadline wins.
///
/// Structured: both run as children of one task group, so the race returns only once the work has
/// honoured its cancellation.
enum LaunchDeadlineRace {
    private enum Event {
        case finished((any Error)?)
        case deadline
        case deadlineCancelled
    }

    /// The error `work` throws, or `nil` when it returns; on the caller's executor, so calling it costs no hop.
    nonisolated(nonsending) static func failure(of work: () async throws -> Void) async -> (any Error)? {
        do {
            try await work()
            return nil
        } catch {
            return error
        }
    }

    /// Runs `work` with a time limit; returns the error it threw, if any, and whether the deadline passed first.
    static func run(
        _ work: @escaping @Sendable () async throws -> Void,
        timeout: Duration,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) async -> (failure: (any Error)?, timedOut: Bool) {
        await withTaskGroup(of: Event.self) { group in
            group.addTask { .finished(await Self.failure(of: work)) }
            group.addTask { (try? await sleep(timeout)) != nil ? .deadline : .deadlineCancelled }
            var timedOut = false
            var failure: (any Error)?
            for await event in group {
                switch event {
                case .finished(let error):
                    failure = error
                    group.cancelAll()
                case .deadline:
                    timedOut = true
                    group.cancelAll()
                case .deadlineCancelled:
                    break
                }
            }
            return (failure, timedOut)
        }
    }
}
