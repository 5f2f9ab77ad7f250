import AppServicesTesting
import Testing

@testable import AppServices

/// What a timeout promises: cancellation at the deadline, and a report that tells when the work really ended.
@MainActor
@Suite struct LaunchTimeoutTests {
    /// Work that blocks its thread past its deadline, simulated on the manual clock: it waits until the
    /// deadline's sleeper is registered, then moves time on by two seconds without ever suspending.
    @Test func blockingWorkIsReportedAsRunningUntilItReturnedAndItsDependantsStartThen() async throws {
        let clock = ManualClock()
        let logs = InMemoryLogCapture()
        let scheduler = try LaunchScheduler(
            tasks: [
                LaunchTask("sdk.init", timeout: .milliseconds(100), failurePolicy: .ignore) {
                    await clock.waitForSleepers(count: 1)
                    clock.advance(by: .seconds(2))
                },
                LaunchTask("sdk.warm", dependsOn: ["sdk.init"], executor: .background) {},
            ], clock: clock, logger: logs.logger)
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        try scheduler.startPhase(.firstSceneActive)
        try scheduler.startPhase(.idle)
        let report = await scheduler.finished
        let blocked = try #require(report.record(for: "sdk.init"))
        #expect(blocked.outcome == .timedOut)
        #expect(blocked.end == .seconds(2))
        #expect(
            blocked.error
                == "launch task 'sdk.init' timed out after 0.1 seconds and was cancelled, but its work ran for "
                + "2.0 seconds (blocking its thread or ignoring the cancellation), so its dependants waited until "
                + "it returned; check Task.isCancelled, or move blocking work out of launch tasks")
        #expect(report.record(for: "sdk.warm")?.start == .seconds(2))
        #expect(report.record(for: "sdk.warm")?.outcome == .succeeded)
        #expect(logs.messages.contains { $0.hasPrefix("launch task 'sdk.init' (ignore) timedOut") })
    }

    @Test func theErrorCodeTellsCancelledWorkThatReturnedInTimeFromWorkThatIgnoredIt() {
        let prompt = LaunchTaskError(code: .timedOut, task: "a", timeout: .seconds(1), duration: .seconds(1))
        let late = LaunchTaskError(code: .ignoredCancellation, task: "a", timeout: .seconds(1), duration: .seconds(3))
        #expect(prompt.description == "launch task 'a' timed out after 1.0 seconds and was cancelled")
        #expect(late.description.hasPrefix("launch task 'a' timed out after 1.0 seconds and was cancelled, but its"))
        #expect(LaunchTaskError.cancellationGrace == .milliseconds(1))
    }
}
