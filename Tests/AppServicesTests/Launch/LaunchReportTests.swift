import AppServices
import Foundation
import Testing

@Suite struct LaunchReportTests {
    /// a (0–10 ms) → b (10–40 ms) and c (10–20 ms) → d (40–50 ms); e was skipped.
    private let report: LaunchReport = {
        func record(
            _ id: LaunchTaskIdentifier, _ dependencies: [LaunchTaskIdentifier], _ start: Int, _ end: Int, lane: Int?,
            outcome: LaunchTaskOutcome = .succeeded, executor: LaunchExecutor = .background
        ) -> LaunchTaskRecord {
            LaunchTaskRecord(
                descriptor: LaunchTaskDescriptor(id: id, dependencies: dependencies, executor: executor),
                start: .milliseconds(start), end: .milliseconds(end), outcome: outcome,
                error: outcome == .skipped ? "dependency 'x' failed" : nil, lane: lane)
        }
        return LaunchReport(
            tasks: [
                record("a", [], 0, 10, lane: 0, executor: .mainActor), record("b", ["a"], 10, 40, lane: 1),
                record("c", ["a"], 10, 20, lane: 2), record("d", ["b", "c"], 40, 50, lane: 1),
                record("e", ["c"], 20, 20, lane: nil, outcome: .skipped),
            ],
            phases: [LaunchPhaseSpan(phase: .didFinishLaunching, start: .zero, end: .milliseconds(50))],
            budget: .milliseconds(25))
    }()

    @Test func criticalPathIsTheLongestChainByDuration() {
        #expect(report.criticalPath == ["a", "b", "d"])
        #expect(report.criticalPathDuration == .milliseconds(50))
        #expect(report.totalWork == .milliseconds(60))
        #expect(report.wallTime == .milliseconds(50))
        #expect(report.tasksOverBudget == ["b"])
        #expect(report.laneCount == 3)
        #expect(report.failedRequiredTasks == ["e"])
    }

    @Test func tasksOnACycleAreLeftOffTheCriticalPathHoweverLongTheyRan() {
        // A report read from a file can hold anything: here x and y depend on each other and ran longest.
        func record(_ id: LaunchTaskIdentifier, _ dependencies: [LaunchTaskIdentifier], _ milliseconds: Int)
            -> LaunchTaskRecord
        {
            LaunchTaskRecord(
                descriptor: LaunchTaskDescriptor(id: id, dependencies: dependencies), start: .zero,
                end: .milliseconds(milliseconds), outcome: .succeeded, lane: 1)
        }
        let report = LaunchReport(
            tasks: [record("x", ["y"], 90), record("a", [], 10), record("y", ["x"], 80), record("b", ["a"], 20)],
            phases: [])
        #expect(report.criticalPath == ["a", "b"])
        #expect(report.totalWork == .milliseconds(200))
    }

    @Test func jsonRoundTripsWithNanosecondTimes() throws {
        let data = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(LaunchReport.self, from: data) == report)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tasks = try #require(object["tasks"] as? [[String: Any]])
        #expect(tasks[1]["startNanoseconds"] as? Int == 10_000_000)
        #expect(object["criticalPath"] as? [String] == ["a", "b", "d"])
    }

    @Test func chromeTraceHasOneCompleteEventPerTaskOnItsLane() throws {
        let json = try report.chromeTraceJSON()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let events = try #require(object["traceEvents"] as? [[String: Any]])
        let complete = events.filter { $0["ph"] as? String == "X" }
        #expect(complete.map { $0["name"] as? String } == ["a", "b", "c", "d", "e"])
        let b = try #require(complete.first { $0["name"] as? String == "b" })
        #expect(b["ts"] as? Double == 10_000)
        #expect(b["dur"] as? Double == 30_000)
        #expect(b["tid"] as? Int == 1)
        #expect((b["args"] as? [String: String])?["criticalPath"] == "true")
        let e = try #require(complete.first { $0["name"] as? String == "e" })
        #expect(e["tid"] as? Int == 3)
        let laneNames = events.filter { $0["name"] as? String == "thread_name" }.compactMap {
            ($0["args"] as? [String: String])?["name"]
        }
        #expect(laneNames == ["main actor", "background 1", "background 2", "not run"])
    }

    @Test func svgShowsEveryTaskAndMarksTheCriticalPath() {
        let svg = report.svgTimeline()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        for task in report.tasks {
            #expect(svg.contains(">\(task.id)</text>"))
        }
        #expect(svg.components(separatedBy: "class=\"critical\"").count - 1 == 3)
        #expect(svg.contains("<polyline class=\"critical-path\""))
        for lane in ["main actor", "background 1", "background 2", "not run", "didFinishLaunching", "critical path"] {
            #expect(svg.contains(">\(lane)</text>"))
        }
    }

    @Test func svgEscapesTaskIdentifiers() {
        let record = LaunchTaskRecord(
            descriptor: LaunchTaskDescriptor(id: "a<b>&\"c\""), start: .zero, end: .milliseconds(1),
            outcome: .succeeded,
            lane: 1)
        let svg = LaunchReport(tasks: [record], phases: []).svgTimeline()
        #expect(svg.contains(">a&lt;b&gt;&amp;&quot;c&quot;</text>"))
        #expect(!svg.contains("a<b>"))
    }
}
