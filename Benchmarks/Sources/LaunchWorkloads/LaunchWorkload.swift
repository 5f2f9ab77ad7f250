import AppServices
import Foundation

/// A random launch graph run three ways: by ``LaunchScheduler``, one task after another (what BeeHive
/// and Jetpack App Startup do), and only its critical path (for the lower bound).
public struct LaunchWorkload: Sendable {
    /// 500 background tasks of 20,000 to 200,000 iterations of CPU work each.
    public static let busy = LaunchWorkload(
        graph: RandomLaunchGraph(taskCount: 500, work: 20_000...200_000, seed: 0xA991))
    /// 5,000 background tasks of 2,000 to 20,000 iterations each: about as much work as ``busy``, in
    /// ten times as many, ten times smaller, tasks, so the scheduler's own cost weighs ten times more.
    public static let large = LaunchWorkload(
        graph: RandomLaunchGraph(taskCount: 5_000, work: 2_000...20_000, seed: 0x5EED))
    /// 10,000 background tasks without work, for the scheduler's own cost per task.
    public static let empty = LaunchWorkload(graph: RandomLaunchGraph(taskCount: 10_000, work: 0...0, seed: 0xE3F7))

    private let graph: RandomLaunchGraph
    private let tasks: [LaunchTask]
    private let criticalPath: [Int]

    private init(graph: RandomLaunchGraph) {
        self.graph = graph
        criticalPath = graph.criticalPath
        tasks = graph.work.indices.map { index in
            let work = graph.work[index]
            return LaunchTask(
                LaunchTaskIdentifier("task\(index)"),
                dependsOn: graph.dependencies[index].map { LaunchTaskIdentifier("task\($0)") },
                executor: .background
            ) {
                consume(spin(work))
            }
        }
    }

    /// Validates the graph and runs every phase through the scheduler, on all active cores, and times it.
    ///
    /// - Returns: `wall`: from the scheduler's creation to the report in hand (validation, scheduling,
    ///   report). `processorTime`: the CPU time every thread of the process used over the same span; unlike
    ///   wall time, it does not grow when other processes take the cores. `reportBound`: the lower bound the launch's own report gives, the longer of its critical
    ///   path and its work spread over the lanes, both from the durations it recorded; it is computed after
    ///   the clock stops, as it is the benchmark's arithmetic, not the scheduler's. Unlike the bound from
    ///   ``runSequentially()``, it holds however many cores other processes take, so the wall time over it
    ///   measures the scheduler alone: its overhead and the idle lanes it leaves.
    @MainActor
    public func timeScheduler() async -> (wall: Duration, processorTime: Duration, reportBound: Duration) {
        do {
            let clock = ContinuousClock()
            let start = clock.now
            let processorStart = Self.processorTime()
            let scheduler = try LaunchScheduler(tasks: tasks)
            try scheduler.runSynchronousPhase(.willFinishLaunching)
            try scheduler.runSynchronousPhase(.didFinishLaunching)
            try scheduler.startPhase(.firstSceneActive)
            try scheduler.startPhase(.idle)
            let report = await scheduler.finished
            let wall = start.duration(to: clock.now)
            let processorTime = Self.processorTime() - processorStart
            precondition(report.isSuccessful, "the benchmark launch succeeds")
            let bound = max(report.criticalPathDuration, report.totalWork / max(1, report.laneCount - 1))
            return (wall, processorTime, bound)
        } catch {
            preconditionFailure("the benchmark graph is valid: \(error)")
        }
    }

    /// The CPU time every thread of the process used so far.
    private static func processorTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// Runs every task's work one after another, in registration order.
    ///
    /// - Returns: A value that depends on all the work.
    public func runSequentially() -> UInt64 {
        graph.work.reduce(0) { $0 ^ spin($1) }
    }

    /// Runs ``runSequentially()`` on `copies` threads at once: how long that takes beside one copy tells how
    /// many cores the machine really gives while other processes share it.
    ///
    /// - Parameter copies: How many copies, one for each core.
    /// - Returns: A value that depends on all the work.
    public func runSequentially(copies: Int) async -> UInt64 {
        await withTaskGroup(of: UInt64.self) { group in
            for _ in 0..<copies {
                group.addTask { runSequentially() }
            }
            return await group.reduce(0, ^)
        }
    }

    /// Runs the work of the critical path's tasks one after another.
    ///
    /// - Returns: A value that depends on all the work.
    public func runCriticalPath() -> UInt64 {
        criticalPath.reduce(0) { $0 ^ spin(graph.work[$1]) }
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that computed it.
@inline(never)
func consume(_ value: UInt64) {
    withExtendedLifetime(value) {}
}
