import AppServicesTesting
import Foundation
import Testing

@testable import AppServices

@MainActor
@Suite struct LaunchSchedulerTests {
    private struct Failure: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    @Test func synchronousPhaseRunsItsMainActorTasksBeforeReturning() throws {
        let log = LaunchEventLog()
        let scheduler = try LaunchScheduler(tasks: [
            LaunchTask("theme", phase: .willFinishLaunching, executor: .mainActor) { log.append(.start("theme")) },
            LaunchTask("window", dependsOn: ["theme"], executor: .mainActor) { log.append(.start("window")) },
        ])
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        #expect(log.started == ["theme"])
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        #expect(log.started == ["theme", "window"])
    }

    @Test func readyTasksStartByPriorityThenRegistrationOrder() async throws {
        let log = LaunchEventLog()
        let ids: [(LaunchTaskIdentifier, Int)] = [("low", 0), ("high.1", 5), ("high.2", 5), ("mid", 2)]
        let background = ids.map { id, priority in
            LaunchTask(id, phase: .willFinishLaunching, priority: priority) { log.append(.start(id)) }
        }
        let main = ids.map { id, priority in
            LaunchTask(
                LaunchTaskIdentifier("main.\(id)"), phase: .willFinishLaunching, executor: .mainActor,
                priority: priority
            ) {
                log.append(.start(LaunchTaskIdentifier("main.\(id)")))
            }
        }
        let scheduler = try LaunchScheduler(tasks: background + main, maximumConcurrency: 1)
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        #expect(
            log.started.filter { $0.rawValue.hasPrefix("main.") } == [
                "main.high.1", "main.high.2", "main.mid", "main.low",
            ])
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        try await scheduler.runPhase(.firstSceneActive)
        try await scheduler.runPhase(.idle)
        _ = await scheduler.finished
        #expect(log.started.filter { !$0.rawValue.hasPrefix("main.") } == ["high.1", "high.2", "mid", "low"])
    }

    @Test func backgroundWorkOutlivesItsCallbackAndIsAwaitedByALaterPhase() async throws {
        let clock = ManualClock()
        let log = LaunchEventLog()
        let scheduler = try LaunchScheduler(
            tasks: [
                LaunchTask("fetch", phase: .willFinishLaunching) {
                    try await clock.sleep(for: .seconds(5))
                    log.append(.end("fetch"))
                },
                LaunchTask("render", dependsOn: ["fetch"], phase: .firstSceneActive, executor: .mainActor) {
                    log.append(.start("render"))
                },
            ], clock: clock)
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        try scheduler.startPhase(.firstSceneActive)
        await clock.waitForSleepers(count: 1)
        #expect(log.events.isEmpty)
        clock.advance(by: .seconds(5))
        await scheduler.waitForPhase(.firstSceneActive)
        #expect(log.events == [.end("fetch"), .start("render")])
        try await scheduler.runPhase(.idle)
        let report = await scheduler.finished
        #expect(report.record(for: "render")?.start == .seconds(5))
        #expect(report.record(for: "render")?.lane == 0)
        #expect(report.phases.map(\.phase) == LaunchPhase.allCases)
        #expect(report.phases.first { $0.phase == .willFinishLaunching }?.end == .seconds(5))
    }

    @Test func phasesStartOnlyInOrderThroughTheMatchingEntryPoint() throws {
        let scheduler = try LaunchScheduler(tasks: [])
        #expect(
            throws: LaunchSchedulerError(
                code: .phaseOutOfOrder, phase: .didFinishLaunching, expectedPhase: .willFinishLaunching)
        ) {
            try scheduler.runSynchronousPhase(.didFinishLaunching)
        }
        #expect(
            throws: LaunchSchedulerError(code: .phaseNotSynchronous, phase: .idle, expectedPhase: .willFinishLaunching)
        ) {
            try scheduler.runSynchronousPhase(.idle)
        }
        #expect(
            throws: LaunchSchedulerError(
                code: .phaseNotAsynchronous, phase: .willFinishLaunching, expectedPhase: .willFinishLaunching)
        ) {
            try scheduler.startPhase(.willFinishLaunching)
        }
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        #expect(
            throws: LaunchSchedulerError(
                code: .phaseAlreadyStarted, phase: .willFinishLaunching, expectedPhase: .didFinishLaunching)
        ) {
            try scheduler.runSynchronousPhase(.willFinishLaunching)
        }
    }

    @Test func schedulerErrorMessagesNameThePhases() {
        let outOfOrder = LaunchSchedulerError(code: .phaseOutOfOrder, phase: .idle, expectedPhase: .didFinishLaunching)
        #expect(
            outOfOrder.description
                == "cannot start launch phase idle: the next phase is didFinishLaunching; phases start in the order "
                + "willFinishLaunching, didFinishLaunching, firstSceneActive, idle")
        let again = LaunchSchedulerError(code: .phaseAlreadyStarted, phase: .idle, expectedPhase: nil)
        #expect(again.description == "cannot start launch phase idle: it has already started; every phase has started")
        let notSync = LaunchSchedulerError(code: .phaseNotSynchronous, phase: .idle, expectedPhase: nil)
        #expect(
            notSync.description
                == "cannot run launch phase idle synchronously: it is asynchronous; use startPhase(_:)")
        let notAsync = LaunchSchedulerError(
            code: .phaseNotAsynchronous, phase: .willFinishLaunching, expectedPhase: nil)
        #expect(
            notAsync.description
                == "cannot start launch phase willFinishLaunching asynchronously: it is synchronous; call "
                + "runSynchronousPhase(_:) from its delegate callback")
    }

    @Test func failurePoliciesDecideWhatHappensToDependants() async throws {
        let failing: (LaunchTaskIdentifier, LaunchFailurePolicy) -> LaunchTask = { id, policy in
            LaunchTask(id, failurePolicy: policy, work: .background { throw Failure() })
        }
        let after: (LaunchTaskIdentifier, LaunchTaskIdentifier) -> LaunchTask = { id, dependency in
            LaunchTask(id, dependsOn: [dependency], failurePolicy: .optional, work: .background {})
        }
        let logs = InMemoryLogCapture()
        let scheduler = try LaunchScheduler(
            tasks: [
                failing("required", .required), after("after.required", "required"),
                after("after.after.required", "after.required"),
                failing("optional", .optional), after("after.optional", "optional"),
                failing("ignore", .ignore), after("after.ignore", "ignore"),
            ], logger: logs.logger)
        let report = try await launch(scheduler)
        let outcomes = Dictionary(uniqueKeysWithValues: report.tasks.map { ($0.id, $0.outcome) })
        #expect(outcomes["required"] == .failed)
        #expect(outcomes["after.required"] == .skipped)
        #expect(outcomes["after.after.required"] == .skipped)
        #expect(outcomes["optional"] == .failed)
        #expect(outcomes["after.optional"] == .skipped)
        #expect(outcomes["ignore"] == .failed)
        #expect(outcomes["after.ignore"] == .succeeded)
        #expect(report.record(for: "required")?.error == "disk full")
        #expect(report.record(for: "after.required")?.error == "dependency 'required' failed")
        #expect(report.record(for: "after.after.required")?.error == "dependency 'after.required' was skipped")
        #expect(report.failedRequiredTasks == ["required"])
        #expect(!report.isSuccessful)
        #expect(logs.messages.contains("launch task 'required' (required) failed: disk full"))
        #expect(logs.messages.contains("launch task 'after.required' skipped: dependency 'required' failed"))
    }

    @Test func asyncTaskTimesOutOnTheInjectedClockAndIsCancelled() async throws {
        let clock = ManualClock()
        let scheduler = try LaunchScheduler(
            tasks: [
                LaunchTask("config.fetch", timeout: .seconds(2), failurePolicy: .optional) {
                    try await clock.sleep(for: .seconds(60))
                },
                LaunchTask("config.apply", dependsOn: ["config.fetch"], executor: .background) {},
            ], clock: clock)
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        await clock.waitForSleepers(count: 2)
        clock.advance(by: .seconds(2))
        let report = try await launch(scheduler, startingAt: .firstSceneActive)
        let fetch = try #require(report.record(for: "config.fetch"))
        #expect(fetch.outcome == .timedOut)
        #expect(fetch.error == "launch task 'config.fetch' timed out after 2.0 seconds and was cancelled")
        #expect(fetch.end == .seconds(2))
        #expect(report.record(for: "config.apply")?.error == "dependency 'config.fetch' timed out")
        #expect(clock.sleeperCount == 0)
    }

    @Test func taskFinishingBeforeItsTimeoutSucceeds() async throws {
        let clock = ManualClock()
        let scheduler = try LaunchScheduler(
            tasks: [LaunchTask("quick", timeout: .seconds(2)) { try await clock.sleep(for: .seconds(1)) }], clock: clock
        )
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        await clock.waitForSleepers(count: 2)
        clock.advance(by: .seconds(1))
        let report = try await launch(scheduler, startingAt: .firstSceneActive)
        #expect(report.record(for: "quick")?.outcome == .succeeded)
        #expect(report.record(for: "quick")?.duration == .seconds(1))
    }

    @Test func theDefaultClockTimesTasksAsContinuousClockDoes() async throws {
        // The scheduler reads the system clock behind `ContinuousClock` directly, in nanoseconds.
        let clock = ContinuousClock()
        let measuredInside = Locked(Duration.zero)
        let before = clock.now
        let scheduler = try LaunchScheduler(tasks: [
            LaunchTask("cache.warm") {
                let start = clock.now
                Thread.sleep(forTimeInterval: 0.02)
                measuredInside.withLock { $0 = start.duration(to: clock.now) }
            }
        ])
        let report = try await launch(scheduler)
        let elapsed = before.duration(to: clock.now)
        let record = try #require(report.record(for: "cache.warm"))
        #expect(record.duration >= measuredInside.current)
        #expect(measuredInside.current >= .milliseconds(20))
        #expect(record.start >= .zero && record.end <= elapsed)
        #expect(report.wallTime >= record.end && report.wallTime <= elapsed)
    }

    @Test func aClockBeyondWhatNanosecondsHoldSaturatesRatherThanTraps() async throws {
        let clock = ManualClock()
        let scheduler = try LaunchScheduler(
            tasks: [
                LaunchTask("clock.jump") { clock.advance(by: .seconds(Int64.max / 2)) },
                LaunchTask("after.jump", dependsOn: ["clock.jump"]) {},
            ], clock: clock)
        let report = try await launch(scheduler)
        let jump = try #require(report.record(for: "clock.jump"))
        #expect(jump.outcome == .succeeded)
        #expect(jump.end == .nanoseconds(Int64.max))
        #expect(report.wallTime == jump.end)
        #expect(report.totalWork == jump.duration)
        // The task after the jump starts and ends at the clamped reading: it adds nothing to the path.
        #expect(report.criticalPath == ["clock.jump"])
    }

    @Test func synchronousMainActorOverrunIsMeasuredAndReported() async throws {
        let clock = ManualClock()
        let logs = InMemoryLogCapture()
        let scheduler = try LaunchScheduler(
            tasks: [
                LaunchTask(
                    "database.migrate", phase: .willFinishLaunching, executor: .mainActor, timeout: .milliseconds(100)
                ) {
                    clock.advance(by: .milliseconds(250))
                }
            ], clock: clock, logger: logs.logger, budget: .milliseconds(200))
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        let report = try await launch(scheduler, startingAt: .didFinishLaunching)
        let record = try #require(report.record(for: "database.migrate"))
        #expect(record.outcome == .timedOut)
        #expect(
            record.error
                == "launch task 'database.migrate' ran for 0.25 seconds, over its timeout of 0.1 seconds; synchronous "
                + "main-actor work cannot be interrupted, so make it faster or move it off the main actor")
        #expect(report.tasksOverBudget == ["database.migrate"])
        #expect(
            logs.messages.contains("launch task 'database.migrate' took 250.0 ms, over the launch budget of 200.0 ms"))
    }

    @Test func synchronousBackgroundWorkRunsOnALaneAndOverrunsItsTimeout() async throws {
        struct SetupFailed: Error {}
        let clock = ManualClock()
        let ranOnMainThread = Locked<[Bool]>([])
        let scheduler = try LaunchScheduler(
            tasks: [
                LaunchTask("sdk.setup", timeout: .milliseconds(100)) {
                    ranOnMainThread.withLock { $0.append(Thread.isMainThread) }
                    clock.advance(by: .milliseconds(250))
                },
                LaunchTask("sdk.fails", failurePolicy: .optional) { throw SetupFailed() },
                LaunchTask("sdk.after", dependsOn: ["sdk.fails"]) {},
            ], clock: clock)
        let report = try await launch(scheduler)
        #expect(ranOnMainThread.withLock { $0 } == [false])
        let setup = try #require(report.record(for: "sdk.setup"))
        #expect(setup.outcome == .timedOut)
        #expect((setup.lane ?? 0) >= 1)
        #expect(
            setup.error
                == "launch task 'sdk.setup' ran for 0.25 seconds, over its timeout of 0.1 seconds; synchronous work "
                + "cannot be interrupted, so make it faster, or make it asynchronous and let it check for cancellation")
        #expect(report.record(for: "sdk.fails")?.outcome == .failed)
        #expect(report.record(for: "sdk.fails")?.error == "SetupFailed()")
        #expect(report.record(for: "sdk.after")?.outcome == .skipped)
    }

    @Test func cancellingTheLaunchCancelsRunningTasksAndSkipsTheRest() async throws {
        let clock = ManualClock()
        let scheduler = try LaunchScheduler(
            tasks: [
                LaunchTask("download") { try await clock.sleep(for: .seconds(60)) },
                LaunchTask("unpack", dependsOn: ["download"], executor: .background) {},
                LaunchTask("prefetch", phase: .idle, executor: .background) {},
            ], clock: clock)
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        await clock.waitForSleepers(count: 1)
        scheduler.cancel()
        let report = await scheduler.finished
        #expect(report.record(for: "download")?.outcome == .cancelled)
        #expect(report.record(for: "unpack")?.outcome == .skipped)
        #expect(report.record(for: "unpack")?.error == "the launch was cancelled")
        #expect(report.record(for: "prefetch")?.outcome == .skipped)
        try scheduler.startPhase(.firstSceneActive)
        #expect(await scheduler.finished == report)
    }

    @Test func servicesContributeTheirTasks() throws {
        final class Analytics: LaunchTaskProviding {
            var launchTasks: [LaunchTask] { [LaunchTask("analytics", executor: .background) {}] }
        }
        final class Plain: ApplicationService {}
        let tasks = LaunchTask.tasks(providedBy: [Plain(), Analytics()])
        #expect(tasks.map(\.descriptor.id) == ["analytics"])
        #expect(tasks.map(\.descriptor.executor) == [.background])
    }

    @Test func workRunsInTheBackgroundUnlessItAsksForTheMainActor() {
        let synchronous = LaunchTask("a", executor: .mainActor) {}
        let background = LaunchTask("b") { await Task.yield() }
        let synchronousBody = LaunchTask("d") {}
        let mainActor = LaunchTask("c", executor: .mainActor) { await Task.yield() }
        #expect(synchronous.descriptor.executor == .mainActor)
        #expect(background.descriptor.executor == .background)
        #expect(synchronousBody.descriptor.executor == .background)
        #expect(mainActor.descriptor.executor == .mainActor)
        #expect(mainActor.descriptor.phase == .firstSceneActive)
        guard case .synchronousMainActor = synchronous.work, case .background = background.work,
            case .synchronousBackground = synchronousBody.work, case .mainActor = mainActor.work
        else {
            Issue.record("closures chose the wrong work forms")
            return
        }
    }

    /// Runs the remaining phases in order and returns the report.
    private func launch(_ scheduler: LaunchScheduler, startingAt first: LaunchPhase = .willFinishLaunching) async throws
        -> LaunchReport
    {
        for phase in LaunchPhase.allCases where phase >= first {
            if phase.isSynchronous {
                try scheduler.runSynchronousPhase(phase)
            } else {
                try await scheduler.runPhase(phase)
            }
        }
        return await scheduler.finished
    }
}
