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

    /// Runs `work` with a time limit.
    ///
    /// - Returns: The error the work threw, if any, and whether the deadline passed first.
    static func run(
        _ work: @escaping @Sendable () async throws -> Void,
        timeout: Duration,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) async -> (failure: (any Error)?, timedOut: Bool) {
        await withTaskGroup(of: Event.self) { group in
            group.addTask {
                do {
                    try await work()
                    return .finished(nil)
                } catch {
                    return .finished(error)
                }
            }
            group.addTask {
                do {
                    try await sleep(timeout)
                    return .deadline
                } catch {
                    return .deadlineCancelled
                }
            }
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
