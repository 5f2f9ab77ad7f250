import AppServices
import Foundation

/// Launch reports for the `report` command, written to a fresh temporary folder.
enum LaunchReportFixtures {
    /// A launch of seven tasks with hand-picked times: one over budget, one failed, one skipped.
    static let handMade: LaunchReport = {
        func record(
            _ id: LaunchTaskIdentifier, _ phase: LaunchPhase, _ executor: LaunchExecutor,
            _ dependencies: [LaunchTaskIdentifier],
            _ milliseconds: ClosedRange<Int>, _ outcome: LaunchTaskOutcome = .succeeded, lane: Int?,
            policy: LaunchFailurePolicy = .required
        ) -> LaunchTaskRecord {
            let descriptor = LaunchTaskDescriptor(
                id: id, dependencies: dependencies, phase: phase, executor: executor, failurePolicy: policy)
            return LaunchTaskRecord(
                descriptor: descriptor, start: .milliseconds(milliseconds.lowerBound),
                end: .milliseconds(milliseconds.upperBound), outcome: outcome, lane: lane)
        }
        return LaunchReport(
            tasks: [
                record("config", .willFinishLaunching, .background, [], 0...30, lane: 1),
                record("crash-reporting", .willFinishLaunching, .mainActor, [], 0...10, lane: 0),
                record("root-view", .didFinishLaunching, .mainActor, ["crash-reporting"], 10...25, lane: 0),
                record("network", .didFinishLaunching, .background, ["config"], 30...150, lane: 1),
                record(
                    "analytics", .didFinishLaunching, .background, ["network"], 150...160, .failed, lane: 2,
                    policy: .optional),
                record("feed.warm", .firstSceneActive, .mainActor, ["network", "root-view"], 150...600, lane: 0),
                record(
                    "cache.trim", .idle, .background, ["analytics"], 600...600, .skipped, lane: nil,
                    policy: .optional),
            ],
            phases: [
                LaunchPhaseSpan(phase: .willFinishLaunching, start: .zero, end: .milliseconds(30)),
                LaunchPhaseSpan(phase: .didFinishLaunching, start: .milliseconds(10), end: .milliseconds(160)),
                LaunchPhaseSpan(phase: .firstSceneActive, start: .milliseconds(25), end: .milliseconds(600)),
                LaunchPhaseSpan(phase: .idle, start: .milliseconds(600), end: .milliseconds(600)),
            ]
        )
    }()

    /// A new empty folder for one test's files; the test removes it (`defer`) when it ends.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appservices-cli-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `report` as the library exports it into `folder` and returns the file's name.
    static func write(_ report: LaunchReport, to folder: URL, as name: String = "launch-report.json") throws -> String {
        try JSONEncoder().encode(report).write(to: folder.appendingPathComponent(name))
        return name
    }
}
