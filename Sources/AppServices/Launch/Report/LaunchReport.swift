/// What happened during a launch: every task's timing and outcome, phase spans, the critical path.
///
/// Its JSON (`JSONEncoder` on the report; times in whole nanoseconds) is the library's own export, which the
/// command-line tool reads. ``chromeTraceJSON()`` and ``svgTimeline(width:)`` render it for people.
///
/// ```swift
/// let report = await scheduler.finished
/// if !report.isSuccessful { print("launch failed:", report.failedRequiredTasks) }
/// try report.svgTimeline().write(to: url, atomically: true, encoding: .utf8)
/// ```
public struct LaunchReport: Hashable, Sendable, Codable {
    /// Every task that ran or was skipped, in registration order; tasks still waiting for a milestone are
    /// in ``pendingTasks``.
    public var tasks: [LaunchTaskRecord]
    /// The span of every phase that started, in phase order.
    public var phases: [LaunchPhaseSpan]
    /// The duration over which a task is reported as slow.
    public var budget: Duration
    /// The longest chain of tasks through their dependencies, by actual duration, first task first.
    public var criticalPath: [LaunchTaskIdentifier]
    /// The sum of every task's duration.
    public var totalWork: Duration
    /// From the launch's start to the end of its last task.
    public var wallTime: Duration
    /// The tasks that ran longer than ``budget``, in registration order.
    public var tasksOverBudget: [LaunchTaskIdentifier]
    /// The app's declared milestones, in declaration order, with when each was reached.
    public var milestones: [LaunchMilestoneRecord] = []
    /// The tasks that had not run when the report was made because they wait, directly or through their
    /// dependencies, for a milestone not reached; in registration order, and absent from ``tasks``.
    ///
    /// They are neither failed nor timed out: the report is final for the tasks it lists, and a report made
    /// after the milestone holds them too.
    public var pendingTasks: [LaunchTaskIdentifier] = []
    /// The cold-start intents the host held until a milestone (see ``ServiceHost/holdLaunchIntent(until:)``),
    /// with when each hold began and ended; empty when nothing was held.
    public var heldLaunchIntents: [LaunchIntentHoldRecord] = []

    /// Creates a report from task records, deriving the critical path, totals and slow tasks.
    ///
    /// - Parameters:
    ///   - tasks: Every task, in registration order.
    ///   - phases: The span of every phase that started.
    ///   - budget: The duration over which a task is slow.
    public init(tasks: [LaunchTaskRecord], phases: [LaunchPhaseSpan], budget: Duration = .milliseconds(400)) {
        var indexByID: [LaunchTaskIdentifier: Int] = [:]
        for (index, record) in tasks.enumerated() where indexByID[record.id] == nil { indexByID[record.id] = index }
        let dependencies = LaunchAdjacency(tasks.map { $0.dependencies.compactMap { indexByID[$0] } })
        // One pass over the records, reading fields in place, so no record is copied.
        var durations: [Duration] = []
        durations.reserveCapacity(tasks.count)
        var lastEnd = Duration.zero
        for index in tasks.indices {
            durations.append(tasks[index].end - tasks[index].start)
            lastEnd = max(lastEnd, tasks[index].end)
        }
        let derived = Self.derive(
            tasks: tasks, durations: durations, budget: budget, dependencies: dependencies,
            order: dependencies.dependencyOrder(dependants: dependencies.transposed()))
        self.init(
            tasks: tasks, phases: phases, budget: budget, criticalPath: derived.criticalPath,
            totalWork: derived.totalWork, lastEnd: lastEnd, tasksOverBudget: derived.tasksOverBudget)
    }

    /// The report of a launch the scheduler ran, from its records and each task's duration in nanoseconds,
    /// which it measured: their sums and comparisons are single instructions.
    init(
        tasks: [LaunchTaskRecord], phases: [LaunchPhaseSpan], budget: Duration, nanoseconds: [Int64],
        lastEnd: Duration, dependencyIndices: LaunchAdjacency, order: [Int]
    ) {
        // No sum of the durations can overflow 64 bits unless a clock ran for centuries; then `Duration`s do.
        let limit = Int64.max / Int64(max(1, nanoseconds.count))
        let derived:
            (criticalPath: [LaunchTaskIdentifier], totalWork: Duration, tasksOverBudget: [LaunchTaskIdentifier])
        if nanoseconds.allSatisfy({ $0 >= 0 && $0 <= limit }) {
            let inNanoseconds = Self.derive(
                tasks: tasks, durations: nanoseconds, budget: budget.nanosecondCount,
                dependencies: dependencyIndices, order: order)
            derived = (inNanoseconds.criticalPath, .nanoseconds(inNanoseconds.totalWork), inNanoseconds.tasksOverBudget)
        } else {
            derived = Self.derive(
                tasks: tasks, durations: nanoseconds.map { .nanoseconds($0) }, budget: budget,
                dependencies: dependencyIndices, order: order)
        }
        self.init(
            tasks: tasks, phases: phases, budget: budget, criticalPath: derived.criticalPath,
            totalWork: derived.totalWork, lastEnd: lastEnd, tasksOverBudget: derived.tasksOverBudget)
    }

    /// A report from its parts; the wall time runs to the later of `lastEnd` and the last phase's end.
    private init(
        tasks: [LaunchTaskRecord], phases: [LaunchPhaseSpan], budget: Duration, criticalPath: [LaunchTaskIdentifier],
        totalWork: Duration, lastEnd: Duration, tasksOverBudget: [LaunchTaskIdentifier]
    ) {
        self.tasks = tasks
        self.phases = phases
        self.budget = budget
        self.criticalPath = criticalPath
        self.totalWork = totalWork
        self.wallTime = max(.zero, lastEnd, phases.lazy.map { $0.end }.max() ?? .zero)
        self.tasksOverBudget = tasksOverBudget
    }

    /// The critical path, the total work and the tasks over `budget`, from each task's duration in any
    /// unit that adds and compares.
    private static func derive<Length: Comparable & AdditiveArithmetic>(
        tasks: [LaunchTaskRecord], durations: consuming [Length], budget: Length, dependencies: LaunchAdjacency,
        order: [Int]
    ) -> (criticalPath: [LaunchTaskIdentifier], totalWork: Length, tasksOverBudget: [LaunchTaskIdentifier]) {
        var totalWork = Length.zero
        var tasksOverBudget: [LaunchTaskIdentifier] = []
        for index in durations.indices {
            totalWork += durations[index]
            if durations[index] > budget { tasksOverBudget.append(tasks[index].id) }
        }
        // The durations become the chains' lengths in place.
        let chain = LaunchCriticalPath.longestChain(lengths: &durations, dependencies: dependencies, order: order)
        return (chain.map { tasks[$0].id }, totalWork, tasksOverBudget)
    }

    /// The required tasks that did not succeed (failed, timed out, cancelled or skipped).
    public var failedRequiredTasks: [LaunchTaskIdentifier] {
        tasks.indices.filter { !isAcceptable(at: $0) }.map { tasks[$0].id }
    }

    /// Whether every required task succeeded.
    public var isSuccessful: Bool { tasks.indices.allSatisfy { isAcceptable(at: $0) } }

    /// Whether the task at `index` is optional or succeeded; reads its fields in place, copying no record.
    private func isAcceptable(at index: Int) -> Bool {
        tasks[index].outcome.isSuccess || tasks[index].failurePolicy != .required
    }

    /// The sum of the durations of the tasks on the critical path.
    public var criticalPathDuration: Duration {
        let onPath = Set(criticalPath)
        return tasks.filter { onPath.contains($0.id) }.reduce(.zero) { $0 + $1.duration }
    }

    /// The number of lanes tasks ran on, the main actor's included.
    ///
    /// Lanes outside `0...1023` (only a report built in code can have them) count as the nearest lane in it, so
    /// the count is at least 1 and at most 1,024.
    public var laneCount: Int {
        ((tasks.compactMap(\.lane).max()).map(Self.nearestLane) ?? 0) + 1
    }

    /// The record of the task with identifier `id`, if any.
    ///
    /// - Parameter id: The task's identifier.
    /// - Returns: Its record, or `nil`.
    public func record(for id: LaunchTaskIdentifier) -> LaunchTaskRecord? {
        tasks.first { $0.id == id }
    }

    private enum CodingKeys: String, CodingKey {
        case tasks, phases, budgetNanoseconds, criticalPath, totalWorkNanoseconds, wallTimeNanoseconds
        case tasksOverBudget, milestones, pendingTasks, heldLaunchIntents
    }

    /// Decodes a report; durations are whole nanoseconds.
    ///
    /// Every decoded value is checked, so that nothing computed from a decoded report (its SVG timeline,
    /// its totals) can overflow: times and durations lie within a day of the launch's start, lanes in
    /// `0...1023`, and a report holds at most 100,000 tasks, milestones and pending tasks each. A report
    /// written before milestones existed has none and no pending tasks.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for missing or malformed fields, and `DecodingError.dataCorrupted` whose
    ///   coding path names the field (such as `tasks[0].lane`) for a value out of range.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tasks = try container.decode([LaunchTaskRecord].self, forKey: .tasks)
        guard tasks.count <= Self.maximumTaskCount else {
            throw DecodingError.dataCorruptedError(
                forKey: .tasks, in: container,
                debugDescription: "expected at most \(Self.maximumTaskCount) tasks, found \(tasks.count)")
        }
        phases = try container.decode([LaunchPhaseSpan].self, forKey: .phases)
        budget = try container.decodeNanoseconds(forKey: .budgetNanoseconds)
        criticalPath = try container.decode([LaunchTaskIdentifier].self, forKey: .criticalPath)
        totalWork = try container.decodeNanoseconds(forKey: .totalWorkNanoseconds)
        wallTime = try container.decodeNanoseconds(forKey: .wallTimeNanoseconds)
        tasksOverBudget = try container.decode([LaunchTaskIdentifier].self, forKey: .tasksOverBudget)
        milestones = try container.decodeIfPresent([LaunchMilestoneRecord].self, forKey: .milestones) ?? []
        try container.checkCount(milestones.count, forKey: .milestones)
        pendingTasks = try container.decodeIfPresent([LaunchTaskIdentifier].self, forKey: .pendingTasks) ?? []
        try container.checkCount(pendingTasks.count, forKey: .pendingTasks)
        heldLaunchIntents =
            try container.decodeIfPresent([LaunchIntentHoldRecord].self, forKey: .heldLaunchIntents) ?? []
        try container.checkCount(heldLaunchIntents.count, forKey: .heldLaunchIntents)
    }

    /// Encodes the report; durations are whole nanoseconds.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tasks, forKey: .tasks)
        try container.encode(phases, forKey: .phases)
        try container.encodeNanoseconds(budget, forKey: .budgetNanoseconds)
        try container.encode(criticalPath, forKey: .criticalPath)
        try container.encodeNanoseconds(totalWork, forKey: .totalWorkNanoseconds)
        try container.encodeNanoseconds(wallTime, forKey: .wallTimeNanoseconds)
        try container.encode(tasksOverBudget, forKey: .tasksOverBudget)
        if !milestones.isEmpty { try container.encode(milestones, forKey: .milestones) }
        if !pendingTasks.isEmpty { try container.encode(pendingTasks, forKey: .pendingTasks) }
        if !heldLaunchIntents.isEmpty { try container.encode(heldLaunchIntents, forKey: .heldLaunchIntents) }
    }
}
