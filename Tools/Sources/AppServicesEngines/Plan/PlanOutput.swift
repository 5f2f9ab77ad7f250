@_spi(AppServicesTools) package import AppServices

/// A launch plan as the `plan` command prints it: start order per phase and executor, and the critical path.
package struct PlanOutput: Encodable {
    /// One task's estimated place in the launch.
    struct Task: Encodable {
        var id: String
        /// `0` for the main actor, `1...` for the background lanes.
        var lane: Int
        /// The estimated start, from the launch's start.
        var startNanoseconds: Int64
        /// The estimated end, from the launch's start.
        var endNanoseconds: Int64
    }

    /// The tasks of one phase on one executor, in start order.
    struct Executor: Encodable {
        /// `mainActor` or `background`.
        var executor: String
        /// The tasks in the order they would start.
        var tasks: [Task]
    }

    /// One phase that has tasks.
    struct Phase: Encodable {
        var phase: String
        var startNanoseconds: Int64
        /// Its tasks by executor, the main actor first.
        var executors: [Executor]
    }

    /// How many background tasks may run at once.
    var cores: Int
    var taskCount: Int
    /// The estimated end of the last task.
    var makespanNanoseconds: Int64
    /// The phases that have tasks, in launch order.
    var phases: [Phase]
    /// The longest chain of dependencies by estimated duration, first task first.
    var criticalPath: [String]
    var criticalPathNanoseconds: Int64
    /// The app's milestones the manifests declare, which the plan assumes reached at the launch's start.
    var milestonesAssumedReachedAtStart: [String]

    /// Arranges `plan`, planned for `cores`, for printing; it assumes `milestones` reached at the start.
    package init(_ plan: LaunchPlan, cores: Int, milestones: [LaunchMilestone] = []) {
        self.cores = cores
        milestonesAssumedReachedAtStart = milestones.map(\.rawValue)
        taskCount = plan.entries.count
        makespanNanoseconds = plan.makespan.nanosecondCount
        phases = LaunchPhase.allCases.compactMap { phase in
            let executors = LaunchExecutor.allCases.compactMap { executor -> Executor? in
                let tasks = plan.entries(in: phase, on: executor).map { entry in
                    Task(
                        id: entry.id.rawValue, lane: entry.lane, startNanoseconds: entry.start.nanosecondCount,
                        endNanoseconds: entry.end.nanosecondCount)
                }
                return tasks.isEmpty ? nil : Executor(executor: executor.rawValue, tasks: tasks)
            }
            guard !executors.isEmpty else { return nil }
            let start = plan.phaseStarts[phase] ?? .zero
            return Phase(phase: phase.rawValue, startNanoseconds: start.nanosecondCount, executors: executors)
        }
        criticalPath = plan.criticalPath.map(\.rawValue)
        let onPath = Set(plan.criticalPath)
        criticalPathNanoseconds =
            plan.entries.filter { onPath.contains($0.id) }
            .reduce(Duration.zero) { $0 + ($1.end - $1.start) }.nanosecondCount
    }

    package var textLines: [String] {
        var lines = [
            "Launch plan: \(taskCount) tasks, \(cores) background lanes, ends at \(makespanNanoseconds.millisecondsText)"
        ]
        for phase in phases {
            lines.append("\(phase.phase) (starts at \(phase.startNanoseconds.millisecondsText))")
            for executor in phase.executors {
                lines.append("  \(executor.executor)")
                let rows = executor.tasks.map { task in
                    [task.startNanoseconds.millisecondsText, "to", task.endNanoseconds.millisecondsText, task.id]
                        + (task.lane > 0 ? ["lane \(task.lane)"] : [])
                }
                lines += ColumnLayout.lines(rows, alignments: [.right, .left, .right], indent: 4)
            }
        }
        lines.append(
            "Critical path (\(criticalPathNanoseconds.millisecondsText)): " + criticalPath.joined(separator: " -> "))
        if !milestonesAssumedReachedAtStart.isEmpty {
            lines.append(
                "Milestones assumed reached at the start: "
                    + milestonesAssumedReachedAtStart.joined(separator: ", ")
                    + " (a task waiting for one starts later when the app reaches it later)")
        }
        return lines
    }
}
