@_spi(AppServicesTools) package import AppServices

/// What `report` prints about a launch report: the slowest tasks, the critical path, each lane's idle time.
package struct ReportSummary: Encodable {
    /// One of the slowest tasks.
    struct Task: Encodable {
        var id: String
        var phase: String
        var executor: String
        var durationNanoseconds: Int64
        var outcome: String
    }

    /// How busy one lane was.
    struct Lane: Encodable {
        /// `0` for the main actor, `1...` for the background lanes.
        var lane: Int
        /// The lane's name: `main actor` or `background N`.
        var name: String
        /// The time tasks ran on it.
        var busyNanoseconds: Int64
        /// The rest of the launch's wall time.
        var idleNanoseconds: Int64
    }

    var taskCount: Int
    var successful: Bool
    var failedRequiredTasks: [String]
    /// From the launch's start to the end of its last task.
    var wallTimeNanoseconds: Int64
    /// The sum of every task's duration.
    var totalWorkNanoseconds: Int64
    /// The longest tasks, longest first; equal durations in registration order.
    var slowestTasks: [Task]
    /// The longest chain of dependencies by actual duration, first task first.
    var criticalPath: [String]
    /// The duration of that chain.
    var criticalPathNanoseconds: Int64
    /// Every lane, the main actor first.
    var lanes: [Lane]
    /// The budget over which a task counts as slow.
    var budgetNanoseconds: Int64
    var tasksOverBudget: [String]

    package init(_ report: LaunchReport, top: Int) {
        taskCount = report.tasks.count
        successful = report.isSuccessful
        failedRequiredTasks = report.failedRequiredTasks.map(\.rawValue)
        wallTimeNanoseconds = report.wallTime.nanosecondCount
        totalWorkNanoseconds = report.totalWork.nanosecondCount
        slowestTasks = report.tasks.enumerated()
            .sorted { ($1.element.duration, $0.offset) < ($0.element.duration, $1.offset) }
            .prefix(top)
            .map { _, record in
                Task(
                    id: record.id.rawValue, phase: record.phase.rawValue, executor: record.executor.rawValue,
                    durationNanoseconds: record.duration.nanosecondCount, outcome: record.outcome.rawValue)
            }
        criticalPath = report.criticalPath.map(\.rawValue)
        criticalPathNanoseconds = report.criticalPathDuration.nanosecondCount
        var busyByLane = [Duration](repeating: .zero, count: report.laneCount)
        for task in report.tasks {
            if let lane = task.lane, busyByLane.indices.contains(lane) { busyByLane[lane] += task.duration }
        }
        lanes = busyByLane.enumerated().map { lane, busy in
            Lane(
                lane: lane, name: lane == 0 ? "main actor" : "background \(lane)",
                busyNanoseconds: busy.nanosecondCount, idleNanoseconds: (report.wallTime - busy).nanosecondCount)
        }
        budgetNanoseconds = report.budget.nanosecondCount
        tasksOverBudget = report.tasksOverBudget.map(\.rawValue)
    }

    /// The summary as aligned text lines; task identifiers show control characters escaped, so none
    /// reaches the terminal.
    package var textLines: [String] {
        let failedRequiredTasks = failedRequiredTasks.map(\.escapingControlCharacters)
        let criticalPath = criticalPath.map(\.escapingControlCharacters)
        let tasksOverBudget = tasksOverBudget.map(\.escapingControlCharacters)
        let outcome = successful ? "succeeded" : "failed (\(failedRequiredTasks.joined(separator: ", ")))"
        var lines = [
            "Launch \(outcome): \(taskCount) tasks, wall time \(wallTimeNanoseconds.millisecondsText), "
                + "total work \(totalWorkNanoseconds.millisecondsText)",
            "Slowest tasks:",
        ]
        lines += ColumnLayout.lines(
            slowestTasks.map {
                [
                    $0.id.escapingControlCharacters, $0.durationNanoseconds.millisecondsText, $0.phase, $0.executor,
                    $0.outcome,
                ]
            },
            alignments: [.left, .right])
        lines.append(
            "Critical path (\(criticalPathNanoseconds.millisecondsText)): " + criticalPath.joined(separator: " -> "))
        lines.append("Idle time per lane:")
        lines += ColumnLayout.lines(
            lanes.map { lane in
                let share = wallTimeNanoseconds > 0 ? percent(lane.idleNanoseconds, of: wallTimeNanoseconds) : 0
                return [
                    lane.name, lane.idleNanoseconds.millisecondsText, "idle (\(share)%),",
                    lane.busyNanoseconds.millisecondsText, "busy",
                ]
            },
            alignments: [.left, .right, .left, .right])
        let over = tasksOverBudget.isEmpty ? "none" : tasksOverBudget.joined(separator: ", ")
        lines.append("Over the \(budgetNanoseconds.millisecondsText) budget: \(over)")
        return lines
    }

    /// `part` as a whole percentage of `whole`, rounded toward zero, without overflow.
    private func percent(_ part: Int64, of whole: Int64) -> Int64 {
        Int64(max(-1e15, min(1e15, Double(part) * 100 / Double(whole))))
    }
}
