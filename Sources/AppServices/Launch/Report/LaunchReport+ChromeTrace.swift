import Foundation

extension LaunchReport {
    private struct Trace: Encodable {
        var traceEvents: [Event]
        var displayTimeUnit = "ms"
    }

    private struct Event: Encodable {
        var name: String
        var cat: String?
        var ph: String
        var ts: Double?
        var dur: Double?
        var pid = 1
        var tid: Int
        var s: String?
        var args: [String: String]?
    }

    /// The report as Chrome trace JSON, which Perfetto and `chrome://tracing` open.
    ///
    /// Every task is one complete event (`"ph": "X"`, times in microseconds) on the thread of its lane (`0` the main
    /// actor, then the background lanes, then a "not run" row for skipped tasks); its arguments hold phase, executor,
    /// outcome, error and whether it is on the critical path, and for a task that waited for milestones, the wait in
    /// milliseconds. Phase starts and reached milestones are global instant events (categories `phase` and
    /// `milestone`); lanes are named by metadata events.
    ///
    /// ```swift
    /// try report.chromeTraceJSON().write(to: URL(fileURLWithPath: "launch.trace.json"), atomically: true, encoding: .utf8)
    /// ```
    ///
    /// - Returns: The JSON text.
    /// - Throws: `EncodingError` if encoding fails.
    public func chromeTraceJSON() throws -> String {
        let notRunLane = laneCount
        let critical = Set(criticalPath)
        var events = [Event(name: "process_name", ph: "M", tid: 0, args: ["name": "Launch"])]
        for lane in 0...notRunLane {
            events.append(
                Event(name: "thread_name", ph: "M", tid: lane, args: ["name": laneName(lane, laneCount: notRunLane)]))
        }
        for phase in phases {
            events.append(
                Event(name: phase.phase.rawValue, cat: "phase", ph: "i", ts: phase.start.microseconds, tid: 0, s: "g"))
        }
        for milestone in milestones {
            guard let reached = milestone.reached else { continue }
            events.append(
                Event(
                    name: milestone.milestone.rawValue, cat: "milestone", ph: "i", ts: reached.microseconds, tid: 0,
                    s: "g"))
        }
        for task in tasks {
            var args = [
                "phase": task.phase.rawValue, "executor": task.executor.rawValue, "outcome": task.outcome.rawValue,
                "criticalPath": critical.contains(task.id) ? "true" : "false",
            ]
            args["error"] = task.error
            if !task.milestones.isEmpty { args["milestoneWaitMilliseconds"] = "\(task.milestoneWait.milliseconds)" }
            events.append(
                Event(
                    name: task.id.rawValue, cat: "\(task.phase),\(task.executor)", ph: "X", ts: task.start.microseconds,
                    dur: task.duration.microseconds, tid: task.lane ?? notRunLane, args: args))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(Trace(traceEvents: events)), as: UTF8.self)
    }

    /// The display name of `lane`; `laneCount` (``laneCount``, computed once by the caller), one past the last
    /// lane, is the row of tasks that never ran.
    func laneName(_ lane: Int, laneCount: Int) -> String {
        switch lane {
        case 0: "main actor"
        case laneCount: "not run"
        default: "background \(lane)"
        }
    }
}
