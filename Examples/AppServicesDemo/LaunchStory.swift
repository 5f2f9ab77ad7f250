import AppServices
import Foundation

/// Tells what the launch graph did in a few lines, and writes its report, Chrome trace and SVG timeline.
enum LaunchStory {
    /// Prints how many tasks ran and which ones still wait for a milestone.
    static func tellProgress(of report: LaunchReport) {
        let verdict = report.isSuccessful ? "none failed" : "SOME FAILED"
        print(
            "   launch graph: \(report.tasks.count) tasks done (\(verdict)), wall time \(Demo.milliseconds(report.wallTime))"
        )
        if !report.pendingTasks.isEmpty {
            print("   still waiting for a milestone: \(report.pendingTasks.map(\.description).joined(separator: ", "))")
        }
    }

    /// Prints when each milestone was reached and which tasks it released, with how long they waited.
    static func tellMilestones(of report: LaunchReport) {
        for record in report.milestones {
            guard let reached = record.reached else {
                print("   milestone \(record.milestone): not reached")
                continue
            }
            let released = report.tasks.filter { $0.milestones.contains(record.milestone) }
            let waits = released.map { "\($0.id) (waited \(Demo.milliseconds($0.milestoneWait)))" }
            let then = dependants(of: Set(released.map(\.id)), in: report).map(\.description)
            print(
                "   milestone \(record.milestone) reached at \(Demo.milliseconds(reached)): released "
                    + waits.joined(separator: ", ") + (then.isEmpty ? "" : ", then " + then.joined(separator: ", ")))
        }
    }

    /// Prints what launched the app and was held until a milestone, and when it was delivered.
    static func tellHeldIntents(of report: LaunchReport) {
        for hold in report.heldLaunchIntents {
            let delivery = hold.duration.map { "delivered after \(Demo.milliseconds($0))" } ?? "still held"
            print("   what launched the app: \(hold.intent), held until \(hold.milestone): \(delivery)")
        }
    }

    /// The tasks that depend on `tasks`, directly or through others, in the report's order.
    private static func dependants(of tasks: Set<LaunchTaskIdentifier>, in report: LaunchReport)
        -> [LaunchTaskIdentifier]
    {
        var reached = tasks
        var found: [LaunchTaskIdentifier] = []
        while let next = report.tasks.first(where: {
            !reached.contains($0.id) && $0.dependencies.contains(where: reached.contains)
        }) {
            reached.insert(next.id)
            found.append(next.id)
        }
        return found
    }

    /// Writes `launch-report.json`, `launch-trace.json` and `launch-timeline.svg` into `directory`.
    static func write(_ report: LaunchReport, to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(report).write(to: directory.appendingPathComponent("launch-report.json"))
        try report.chromeTraceJSON().write(
            to: directory.appendingPathComponent("launch-trace.json"), atomically: true, encoding: .utf8)
        try report.svgTimeline().write(
            to: directory.appendingPathComponent("launch-timeline.svg"), atomically: true, encoding: .utf8)
        print("   critical path: \(report.criticalPath.map(\.description).joined(separator: " -> "))")
        print("   wrote launch-report.json, launch-trace.json, launch-timeline.svg (milestone on the timeline)")
        print("   to \(directory.path)")
    }
}
