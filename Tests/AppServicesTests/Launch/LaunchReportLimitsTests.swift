import Foundation
import Testing

@testable import AppServices

/// Issues 12.3 and 12.12 at the library's API: decoding refuses values nothing could draw or sum, a
/// report built in code with such values still renders, and the SVG timeline grows linearly.
@Suite struct LaunchReportLimitsTests {
    private static func record(
        _ id: LaunchTaskIdentifier, after: [LaunchTaskIdentifier], _ start: Int, _ end: Int, lane: Int?
    )
        -> LaunchTaskRecord
    {
        LaunchTaskRecord(
            descriptor: LaunchTaskDescriptor(id: id, dependencies: after), start: .milliseconds(start),
            end: .milliseconds(end), outcome: .succeeded, lane: lane)
    }

    private static func decodingError(lane: String) -> DecodingError? {
        let json = #"""
            {"tasks": [{"id": "a", "phase": "idle", "executor": "background", "dependencies": [],
              "failurePolicy": "required", "startNanoseconds": 0, "endNanoseconds": 1, "outcome": "succeeded",
              "lane": \#(lane)}],
             "phases": [], "budgetNanoseconds": 1, "criticalPath": [], "totalWorkNanoseconds": 1,
             "wallTimeNanoseconds": 1, "tasksOverBudget": []}
            """#
        return #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LaunchReport.self, from: Data(json.utf8))
        }
    }

    @Test(arguments: ["9223372036854775807", "-2", "1e8", "1024"])
    func decodingRefusesALaneOutOfRangeAtItsCodingPath(lane: String) throws {
        guard case .dataCorrupted(let context)? = Self.decodingError(lane: lane) else {
            Issue.record("expected dataCorrupted")
            return
        }
        #expect(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["tasks", "0", "lane"])
        #expect(context.debugDescription.hasPrefix("expected a lane in 0...1023, found "))
    }

    @Test func aReportBuiltInCodeWithLanesOutOfRangeStillRenders() {
        let report = LaunchReport(
            tasks: [
                Self.record("huge", after: [], 0, 5, lane: .max), Self.record("negative", after: [], 0, 5, lane: -2),
                Self.record("main", after: [], 0, 5, lane: 0),
            ],
            phases: [])
        #expect(report.laneCount == 1 + LaunchReport.maximumLane)
        let svg = report.svgTimeline()
        #expect(svg.contains(">huge</text>") && svg.contains(">negative</text>"))
    }

    @Test func aReportWhoseOnlyLanesAreNegativeRendersOnTheMainLane() {
        let report = LaunchReport(
            tasks: [Self.record("a", after: [], 0, 5, lane: -3), Self.record("b", after: [], 5, 9, lane: -1)],
            phases: [])
        #expect(report.laneCount == 1)
        let svg = report.svgTimeline()
        #expect(svg.contains(">a</text>") && svg.contains(">b</text>"))
    }

    @Test func theTimelineOfManyTasksDrawsEveryTaskOnItsLane() {
        let count = 40_000
        let tasks = (0..<count).map { index in
            Self.record(
                LaunchTaskIdentifier("t\(index)"), after: index == 0 ? [] : [LaunchTaskIdentifier("t\(index - 1)")],
                index,
                index + 1, lane: index % 3)
        }
        let report = LaunchReport(tasks: tasks, phases: [])
        #expect(report.criticalPath.count == count)
        let svg = report.svgTimeline()
        // That it takes time linear in the tasks is measured by Benchmarks/run.sh (callgrind), not here.
        #expect(svg.components(separatedBy: "t39999").count > 1)
        #expect(svg.hasSuffix("</svg>\n") || svg.hasSuffix("</svg>"))
    }
}
