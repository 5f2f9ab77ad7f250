/// A simulated launch schedule: when each task would start and end, given estimated durations.
///
/// ``LaunchPlanner`` produces it; the command-line tool prints it to show what a graph would do
/// before it runs. Not part of the library's API: `@_spi(AppServicesTools)`, as ``LaunchPlanner``.
@_spi(AppServicesTools)
public struct LaunchPlan: Hashable, Sendable {
    /// One task's place in the plan.
    public struct Entry: Hashable, Sendable {
        /// The task's identifier.
        public var id: LaunchTaskIdentifier
        /// The task's phase.
        public var phase: LaunchPhase
        /// Where the task runs.
        public var executor: LaunchExecutor
        /// The lane it would run on: `0` is the main actor, `1...` the background slots.
        public var lane: Int
        /// The estimated start, from the launch's start.
        public var start: Duration
        /// The estimated end, from the launch's start.
        public var end: Duration
    }

    /// Every task, in the order the scheduler would start them.
    public var entries: [Entry]
    /// When each phase would start.
    public var phaseStarts: [LaunchPhase: Duration]
    /// The longest chain of tasks through their dependencies, by estimated duration, first task first.
    public var criticalPath: [LaunchTaskIdentifier]
    /// The estimated end of the last task.
    public var makespan: Duration

    /// The entries of one phase on one executor, in start order.
    ///
    /// - Parameters:
    ///   - phase: The phase.
    ///   - executor: The executor.
    /// - Returns: The matching entries, in start order.
    public func entries(in phase: LaunchPhase, on executor: LaunchExecutor) -> [Entry] {
        entries.filter { $0.phase == phase && $0.executor == executor }
    }
}
