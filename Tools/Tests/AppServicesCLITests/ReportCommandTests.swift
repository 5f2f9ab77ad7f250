import AppServices
import Foundation
import Testing

@Suite struct ReportCommandTests {
    @Test func summaryListsSlowestTasksCriticalPathAndIdleTimePerLane() throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try LaunchReportFixtures.write(LaunchReportFixtures.handMade, to: folder)
        let run = try Tool.run("report", trace, in: folder)
        #expect(run.status == 0)
        #expect(
            run.lines == [
                "Launch succeeded: 7 tasks, wall time 600.0 ms, total work 635.0 ms",
                "Slowest tasks:",
                "  feed.warm        450.0 ms  firstSceneActive     mainActor   succeeded",
                "  network          120.0 ms  didFinishLaunching   background  succeeded",
                "  config            30.0 ms  willFinishLaunching  background  succeeded",
                "  root-view         15.0 ms  didFinishLaunching   mainActor   succeeded",
                "  crash-reporting   10.0 ms  willFinishLaunching  mainActor   succeeded",
                "Critical path (600.0 ms): config -> network -> feed.warm",
                "Idle time per lane:",
                "  main actor    125.0 ms  idle (20%),  475.0 ms  busy",
                "  background 1  450.0 ms  idle (75%),  150.0 ms  busy",
                "  background 2  590.0 ms  idle (98%),   10.0 ms  busy",
                "Over the 400.0 ms budget: feed.warm",
            ])
    }

    @Test func jsonSummaryGivesNanosecondsAndTheFailedTasks() throws {
        var report = LaunchReportFixtures.handMade
        report.tasks[1].outcome = .failed
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try LaunchReportFixtures.write(
            LaunchReport(tasks: report.tasks, phases: report.phases), to: folder)
        let run = try Tool.run("report", trace, "--format", "json", "--top", "2", in: folder)
        #expect(run.status == 0)
        let summary = try JSONDecoder().decode(Summary.self, from: Data(run.output.utf8))
        #expect(summary.successful == false)
        #expect(summary.failedRequiredTasks == ["crash-reporting"])
        #expect(summary.slowestTasks.map(\.id) == ["feed.warm", "network"])
        #expect(summary.slowestTasks.map(\.durationNanoseconds) == [450_000_000, 120_000_000])
        #expect(summary.lanes.map(\.idleNanoseconds) == [125_000_000, 450_000_000, 590_000_000])
        #expect(summary.criticalPath == ["config", "network", "feed.warm"])
    }

    @Test func svgOptionWritesTheTimeline() throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try LaunchReportFixtures.write(LaunchReportFixtures.handMade, to: folder)
        let run = try Tool.run("report", trace, "--svg", "launch.svg", in: folder)
        #expect(run.status == 0)
        #expect(run.lines == ["Wrote the timeline of 7 tasks on 3 lanes to launch.svg"])
        let svg = try String(contentsOf: folder.appendingPathComponent("launch.svg"), encoding: .utf8)
        #expect(svg == LaunchReportFixtures.handMade.svgTimeline(width: 1200))
    }

    @Test @MainActor func readsTheReportOfARealLaunch() async throws {
        let scheduler = try LaunchScheduler(tasks: [
            LaunchTask("theme", phase: .willFinishLaunching) {},
            LaunchTask("config", phase: .willFinishLaunching) {},
            LaunchTask("network", dependsOn: ["config"]) {},
            LaunchTask("feed", dependsOn: ["network"], phase: .firstSceneActive, executor: .mainActor) {},
        ])
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        try scheduler.runSynchronousPhase(.didFinishLaunching)
        try scheduler.startPhase(.firstSceneActive)
        try scheduler.startPhase(.idle)
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try LaunchReportFixtures.write(await scheduler.finished, to: folder)
        let run = try Tool.run("report", trace, "--format", "json", in: folder)
        #expect(run.status == 0)
        let summary = try JSONDecoder().decode(Summary.self, from: Data(run.output.utf8))
        #expect(summary.successful)
        #expect(Set(summary.slowestTasks.map(\.id)) == ["theme", "config", "network", "feed"])
        #expect(summary.lanes.first?.name == "main actor")
    }

    @Test(arguments: [
        ("clean.json", "clean.json: not a launch report: missing 'tasks[0].dependencies'"),
        ("truncated.json", "truncated.json: not a launch report: not valid JSON"),
        ("no-such-report.json", "no-such-report.json: cannot read the file"),
    ])
    func unreadableTraceExitsTwo(file: String, message: String) throws {
        let run = try Tool.run("report", file)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("appservices: error: \(message)"))
    }

    @Test func unwritableSvgExitsTwo() throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try LaunchReportFixtures.write(LaunchReportFixtures.handMade, to: folder)
        let run = try Tool.run("report", trace, "--svg", "missing-folder/launch.svg", in: folder)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("appservices: error: missing-folder/launch.svg: cannot write the file"))
    }

    private struct Summary: Decodable {
        struct Task: Decodable {
            var id: String
            var durationNanoseconds: Int64
        }

        struct Lane: Decodable {
            var name: String
            var idleNanoseconds: Int64
        }

        var successful: Bool
        var failedRequiredTasks: [String]
        var slowestTasks: [Task]
        var criticalPath: [String]
        var lanes: [Lane]
    }
}
