import AppServices
import AppServicesTesting
import Foundation
import Logging
import Testing

extension LaunchMilestone {
    // `consentGiven` comes from the article "Waiting for the app's milestones" (MilestonesArticle.swift).
    fileprivate static let signedIn: LaunchMilestone = "signedIn"
}

@MainActor
@Suite struct LaunchMilestoneTests {
    private let silent = Logger(label: "silent") { _ in SwiftLogNoOpLogHandler() }

    /// `analytics.start` waits for consent; `analytics.upload` depends on it; `feed.warm` waits for nothing.
    private func analyticsScheduler(clock: ManualClock, log: LaunchEventLog) throws -> LaunchScheduler {
        func task(_ id: LaunchTaskIdentifier, _ dependencies: [LaunchTaskIdentifier] = []) -> LaunchTask {
            LaunchTask(id, dependsOn: dependencies, phase: .firstSceneActive, timeout: .milliseconds(50)) {
                log.append(.start(id))
                log.append(.end(id))
            }
        }
        return try LaunchScheduler(
            tasks: [
                task("analytics.start").waiting(for: .consentGiven), task("analytics.upload", ["analytics.start"]),
                task("feed.warm"),
            ],
            milestones: [.consentGiven, .signedIn], clock: clock, logger: silent)
    }

    private func runAllPhases(_ scheduler: LaunchScheduler) throws {
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        try scheduler.startPhase(.firstSceneActive)
        try scheduler.startPhase(.idle)
    }

    @Test func unknownMilestonesAndWaitsInSynchronousPhasesAreErrorsNamingTaskAndMilestone() {
        let problems = LaunchGraph.problems(
            in: [
                LaunchTaskDescriptor(id: "analytics", phase: .firstSceneActive).waiting(for: "consnt"),
                LaunchTaskDescriptor(id: "theme", phase: .didFinishLaunching).waiting(for: .consentGiven),
            ],
            milestones: [.consentGiven])
        #expect(problems.map(\.code) == [.unknownMilestone, .milestoneInSynchronousPhase])
        #expect(problems.map(\.tasks) == [["analytics"], ["theme"]])
        #expect(problems[0].message.contains("'analytics'") && problems[0].message.contains("'consnt'"))
        #expect(problems[1].message.contains("'theme'") && problems[1].message.contains("'consentGiven'"))
        #expect(throws: LaunchGraphError.self) {
            try LaunchScheduler(
                tasks: [LaunchTask("a", phase: .idle) {}.waiting(for: .signedIn)], milestones: [.consentGiven])
        }
        #expect(
            LaunchGraph.problems(in: [LaunchTaskDescriptor(id: "a", phase: .idle).waiting(for: .signedIn)]).count == 1)
    }

    @Test func aMilestoneNeverReachedLeavesItsTasksAndTheirDependantsPendingNotFailed() async throws {
        let log = LaunchEventLog()
        let scheduler = try analyticsScheduler(clock: ManualClock(), log: log)
        try runAllPhases(scheduler)
        let report = await scheduler.finished
        #expect(report.pendingTasks == ["analytics.start", "analytics.upload"])
        #expect(report.tasks.map(\.id) == ["feed.warm"])
        #expect(report.isSuccessful)
        #expect(
            report.milestones == [
                LaunchMilestoneRecord(milestone: .consentGiven, reached: nil),
                LaunchMilestoneRecord(milestone: .signedIn, reached: nil),
            ])
        #expect(log.started == ["feed.warm"])
    }

    @Test func aMilestoneReachedLaterRunsItsTasksThenAndTheReportSaysHowLongTheyWaited() async throws {
        let clock = ManualClock()
        let log = LaunchEventLog()
        let scheduler = try analyticsScheduler(clock: clock, log: log)
        try runAllPhases(scheduler)
        let early = await scheduler.finished
        #expect(early.pendingTasks.count == 2)
        clock.advance(by: .milliseconds(300))
        scheduler.reach(.consentGiven)
        let report = await scheduler.finished
        #expect(report.pendingTasks.isEmpty)
        #expect(report.tasks.map(\.outcome) == [.succeeded, .succeeded, .succeeded], "the wait is not timed")
        #expect(report.milestones.first?.reached == .milliseconds(300))
        #expect(report.record(for: "analytics.start")?.milestones == [.consentGiven])
        #expect(report.record(for: "analytics.start")?.milestoneWait == .milliseconds(300))
        #expect(report.record(for: "analytics.upload")?.milestoneWait == .zero)
        #expect(
            early.tasks.count == 1 && early.tasks.first == report.record(for: "feed.warm"), "final for what it covers")
    }

    @Test func aMilestoneReachedBeforeItsPhaseReleasesItsTasksWithThePhaseAndReachingTwiceDoesNothing() async throws {
        let clock = ManualClock()
        let log = LaunchEventLog()
        let scheduler = try analyticsScheduler(clock: clock, log: log)
        scheduler.reach(.consentGiven)
        clock.advance(by: .milliseconds(10))
        scheduler.reach(.consentGiven)
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        #expect(log.started.isEmpty, "a released task still waits for its phase")
        try scheduler.startPhase(.firstSceneActive)
        try scheduler.startPhase(.idle)
        let report = await scheduler.finished
        #expect(Set(log.started) == ["analytics.start", "analytics.upload", "feed.warm"])
        #expect(report.milestones.first?.reached == .zero)
        #expect(report.record(for: "analytics.start")?.milestoneWait == .zero)
    }

    @Test func withdrawingAMilestoneSkipsTheTasksNotYetReleasedAndTheirDependants() async throws {
        let log = LaunchEventLog()
        let scheduler = try analyticsScheduler(clock: ManualClock(), log: log)
        try runAllPhases(scheduler)
        scheduler.withdraw(.consentGiven)
        scheduler.reach(.consentGiven)
        let report = await scheduler.finished
        #expect(report.pendingTasks.isEmpty)
        #expect(report.record(for: "analytics.start")?.outcome == .skipped)
        #expect(report.record(for: "analytics.start")?.error?.contains("withdrawn") == true)
        #expect(report.record(for: "analytics.upload")?.outcome == .skipped)
        #expect(log.started == ["feed.warm"])
    }

    @Test func aMilestoneTheLaunchDoesNotDeclareIsLoggedAndIgnored() async throws {
        let capture = InMemoryLogCapture()
        let scheduler = try LaunchScheduler(
            tasks: [LaunchTask("a", phase: .idle) {}], milestones: [.consentGiven], logger: capture.logger)
        scheduler.reach(.signedIn)
        try runAllPhases(scheduler)
        let report = await scheduler.finished
        #expect(report.milestones == [LaunchMilestoneRecord(milestone: .consentGiven, reached: nil)])
        #expect(capture.messages.contains { $0.contains("'signedIn'") && $0.contains("does not declare") })
    }

    @Test func reportsAndDescriptorsWithMilestonesRoundTripAndOldOnesStillDecode() async throws {
        let clock = ManualClock()
        let scheduler = try analyticsScheduler(clock: clock, log: LaunchEventLog())
        try runAllPhases(scheduler)
        let pending = await scheduler.finished
        clock.advance(by: .milliseconds(5))
        scheduler.reach(.consentGiven)
        let reached = await scheduler.finished
        for report in [pending, reached] {
            let decoded = try JSONDecoder().decode(LaunchReport.self, from: JSONEncoder().encode(report))
            #expect(decoded == report)
        }
        let plain = LaunchReport(tasks: reached.tasks.filter { $0.milestones.isEmpty }, phases: reached.phases)
        let json = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
        #expect(
            !json.contains("milestone") && !json.contains("pendingTasks"), "a report without milestones reads as before"
        )
        let descriptor = LaunchTaskDescriptor(id: "a", phase: .idle).waiting(for: .consentGiven)
        let data = try JSONEncoder().encode(descriptor)
        #expect(try JSONDecoder().decode(LaunchTaskDescriptor.self, from: data) == descriptor)
        let old = try JSONEncoder().encode(LaunchTaskDescriptor(id: "a"))
        #expect(try JSONDecoder().decode(LaunchTaskDescriptor.self, from: old).milestones.isEmpty)
    }

    @Test func theTimelineDrawsReachedMilestonesAndNamesPendingTasksAndTheTraceHasThemAsInstants() async throws {
        let clock = ManualClock()
        let scheduler = try analyticsScheduler(clock: clock, log: LaunchEventLog())
        try runAllPhases(scheduler)
        let pending = await scheduler.finished
        let pendingSVG = pending.svgTimeline()
        #expect(pendingSVG.contains("2 pending on milestones"))
        #expect(pendingSVG.contains("pending on milestones: analytics.start, analytics.upload"))
        #expect(!pendingSVG.contains(">consentGiven</text>"), "a milestone not reached is not drawn")
        clock.advance(by: .milliseconds(40))
        scheduler.reach(.consentGiven)
        let report = await scheduler.finished
        let svg = report.svgTimeline()
        #expect(svg.contains("stroke=\"#8e24aa\"") && svg.contains(">consentGiven</text>"))
        #expect(svg.contains(">40 ms</text>"), "the axis reaches the milestone")
        #expect(svg.contains("waited 40.0 ms for consentGiven"))
        #expect(!svg.contains("pending on milestones"))
        let trace = try JSONSerialization.jsonObject(with: Data(report.chromeTraceJSON().utf8)) as? [String: Any]
        let events = trace?["traceEvents"] as? [[String: Any]] ?? []
        let instant = events.first { $0["cat"] as? String == "milestone" }
        #expect(instant?["name"] as? String == "consentGiven")
        #expect(instant?["ph"] as? String == "i" && instant?["ts"] as? Double == 40_000)
        let start = events.first { $0["name"] as? String == "analytics.start" }
        #expect((start?["args"] as? [String: String])?["milestoneWaitMilliseconds"] == "40.0")
    }

    @Test func aDecodedReportHoldsAtMostTheMaximumNumberOfPendingTasks() throws {
        let pending = (0...100_000).map { "\"t\($0)\"" }.joined(separator: ",")
        let json = """
            {"tasks":[],"phases":[],"budgetNanoseconds":0,"criticalPath":[],"totalWorkNanoseconds":0,\
            "wallTimeNanoseconds":0,"tasksOverBudget":[],"pendingTasks":[\(pending)]}
            """
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LaunchReport.self, from: Data(json.utf8)) }
        let reached = #"{"milestone":"m","reachedNanoseconds":86400000000001}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LaunchMilestoneRecord.self, from: Data(reached.utf8))
        }
    }
}
