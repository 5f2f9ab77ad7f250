import AppServicesTesting
import Testing

@testable import AppServices

/// Launch work is released once it has run, and a scheduler released early cancels its launch.
@MainActor
@Suite struct LaunchLifetimeTests {
    private struct Failure: Error {}

    /// One task in each phase and on each executor, each capturing its own object.
    private func tasks(capturing watched: WeakReferences, clock: ManualClock? = nil) -> [LaunchTask] {
        let objects = (0..<6).map { _ in Captured() }
        for object in objects { watched.watch(object) }
        return [
            LaunchTask("theme", phase: .willFinishLaunching, executor: .mainActor) { objects[0].touch() },
            LaunchTask("database", phase: .willFinishLaunching) { objects[1].touch() },
            LaunchTask("download", phase: .didFinishLaunching) {
                objects[2].touch()
                if let clock { try await clock.sleep(for: .seconds(60)) }
            },
            LaunchTask("feed", phase: .firstSceneActive, executor: .mainActor) { @MainActor in objects[3].touch() },
            LaunchTask("cleanup", phase: .idle) { objects[4].touch() },
            LaunchTask("index", dependsOn: ["cleanup"], phase: .idle, executor: .background) { objects[5].touch() },
        ]
    }

    private func backgroundTask(
        _ id: LaunchTaskIdentifier, dependsOn dependencies: [LaunchTaskIdentifier], phase: LaunchPhase,
        capturingAnObjectWatchedBy watched: WeakReferences
    ) -> LaunchTask {
        let captured = Captured()
        watched.watch(captured)
        return LaunchTask(id, dependsOn: dependencies, phase: phase, executor: .background) { captured.touch() }
    }

    @Test func workIsReleasedOnceItHasRunWhileTheSchedulerLives() async throws {
        let watched = WeakReferences()
        let scheduler = try LaunchScheduler(tasks: tasks(capturing: watched))
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        try await scheduler.runPhase(.firstSceneActive)
        try await scheduler.runPhase(.idle)
        #expect(await scheduler.finished.isSuccessful)
        #expect(await watched.released() == 0)
        withExtendedLifetime(scheduler) {}
    }

    @Test func skippedWorkIsReleasedUnrun() async throws {
        let watched = WeakReferences()
        let scheduler = try LaunchScheduler(tasks: [
            LaunchTask("fails", phase: .willFinishLaunching) { throw Failure() },
            backgroundTask("after", dependsOn: ["fails"], phase: .idle, capturingAnObjectWatchedBy: watched),
        ])
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        await scheduler.waitForPhase(.willFinishLaunching)
        #expect(watched.alive == 0)
        try scheduler.startPhase(.firstSceneActive)
        try scheduler.startPhase(.idle)
        #expect(await scheduler.finished.record(for: "after")?.outcome == .skipped)
    }

    @Test func releasingTheSchedulerBeforeItsLaterPhasesCancelsTheLaunchAndReleasesTheWork() async throws {
        let clock = ManualClock()
        let watched = WeakReferences()
        var scheduler: LaunchScheduler? = try LaunchScheduler(
            tasks: tasks(capturing: watched, clock: clock), clock: clock)
        try scheduler?.runSynchronousPhase(.willFinishLaunching)
        try scheduler?.runSynchronousPhase(.didFinishLaunching)
        await clock.waitForSleepers(count: 1)
        scheduler = nil
        #expect(await watched.released() == 0)
        #expect(clock.sleeperCount == 0)
    }

    @Test func theIdlePhaseStartsWhenTheFirstSceneActivePhaseIsDoneWithoutAWaitingTask() async throws {
        let clock = ManualClock()
        let log = LaunchEventLog()
        let scheduler = try LaunchScheduler(
            tasks: [
                LaunchTask("feed", phase: .firstSceneActive) {
                    try await clock.sleep(for: .seconds(1))
                    log.append(.end("feed"))
                },
                LaunchTask("cleanup", phase: .idle, executor: .background) { log.append(.start("cleanup")) },
            ], clock: clock)
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        try scheduler.startPhase(.firstSceneActive)
        try scheduler.startPhaseWhenPreviousIsDone(.idle)
        #expect(throws: LaunchSchedulerError(code: .phaseAlreadyStarted, phase: .idle, expectedPhase: .idle)) {
            try scheduler.startPhase(.idle)
        }
        await clock.waitForSleepers(count: 1)
        #expect(log.events.isEmpty)
        clock.advance(by: .seconds(1))
        let report = await scheduler.finished
        #expect(log.events == [.end("feed"), .start("cleanup")])
        #expect(report.phases.first { $0.phase == .idle }?.start == .seconds(1))
    }
}
