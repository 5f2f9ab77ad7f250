import Foundation
public import Logging

/// Runs a launch graph, phase by phase, as the application delegate's callbacks arrive.
///
/// Each task starts as soon as its dependencies are done and its phase has started. Main-actor tasks of the synchronous
/// phases run inline, before ``runSynchronousPhase(_:)`` returns; every other task runs on a lane of the launch's root
/// task, the scheduler's only unstructured task, created when the first such task is ready: one task group with a child
/// per lane that runs ready tasks one after another. Background tasks run at most `maximumConcurrency` at a time (the
/// core count by default); main-actor tasks of asynchronous phases one at a time. Ready tasks start in the order
/// (higher ``LaunchTaskDescriptor/priority``, earlier registration). A phase's background work may outlive its
/// callback; a later task that depends on it waits for it.
///
/// The scheduler keeps a task's work only until the task starts (or is skipped): once it has run,
/// its closure and everything the closure captured are released. Releasing the scheduler before the
/// launch is over cancels it (see ``cancel()``), so a launch whose later phases never start, such as
/// a background launch for a push, does not keep its tasks alive.
///
/// When a task fails, times out or is cancelled, its ``LaunchFailurePolicy`` decides: `required`
/// and `optional` skip its dependants (and theirs), `ignore` lets them run. A skipped task's
/// dependants are skipped too. The launch succeeds when every required task succeeds.
///
/// ```swift
/// let scheduler = try LaunchScheduler(tasks: tasks)
/// try scheduler.runSynchronousPhase(.willFinishLaunching)   // in willFinishLaunching
/// try scheduler.runSynchronousPhase(.didFinishLaunching)    // in didFinishLaunching
/// try scheduler.startPhase(.firstSceneActive)               // when the first scene is active
/// try scheduler.startPhase(.idle)
/// let report = await scheduler.finished
/// ```
@MainActor
public final class LaunchScheduler {
    /// The validated graph of the scheduled tasks.
    public let graph: LaunchGraph
    private let run: LaunchRun

    /// Validates `tasks` and prepares a launch; nothing runs until the first phase starts.
    ///
    /// Times in the report are offsets from this initializer's call, so create the scheduler at the start of launch.
    ///
    /// - Parameters:
    ///   - tasks: The tasks, in registration order, which breaks priority ties.
    ///   - clock: The clock for timeouts and the report's times.
    ///   - logger: Receives failures, skips and tasks over `budget`, each with the metadata `task` and `phase`
    ///     (and `outcome` for a task that did not succeed).
    ///   - budget: The duration over which a task is reported as slow.
    ///   - maximumConcurrency: How many background tasks may run at once; `nil` for the active core count.
    /// - Throws: ``LaunchGraphError`` listing every problem `LaunchGraph.problems(in: tasks)` finds.
    public init(
        tasks: [LaunchTask],
        clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "AppServices.Launch"),
        budget: Duration = .milliseconds(400),
        maximumConcurrency: Int? = nil
    ) throws(LaunchGraphError) {
        (graph, run) = try Self.prepare(
            tasks: tasks, milestones: [], clock: clock, logger: logger, budget: budget,
            maximumConcurrency: maximumConcurrency)
    }

    /// Validates `tasks`, which may wait for the declared `milestones`, and prepares a launch.
    ///
    /// ```swift
    /// let scheduler = try LaunchScheduler(tasks: tasks, milestones: [.consentGiven])
    /// scheduler.reach(.consentGiven)  // any thread, any time, or never
    /// ```
    ///
    /// - Parameters:
    ///   - tasks: The tasks, in registration order, which breaks priority ties.
    ///   - milestones: The app's milestones that tasks may wait for (see ``LaunchTask/waiting(for:)``).
    ///   - clock: The clock for timeouts and the report's times.
    ///   - logger: Receives failures, skips, tasks over `budget`, and milestones reached but not declared.
    ///   - budget: The duration over which a task is reported as slow.
    ///   - maximumConcurrency: How many background tasks may run at once; `nil` for the active core count.
    /// - Throws: ``LaunchGraphError`` listing every problem `LaunchGraph.problems(in:milestones:)` finds.
    public init(
        tasks: [LaunchTask],
        milestones: [LaunchMilestone],
        clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "AppServices.Launch"),
        budget: Duration = .milliseconds(400),
        maximumConcurrency: Int? = nil
    ) throws(LaunchGraphError) {
        (graph, run) = try Self.prepare(
            tasks: tasks, milestones: milestones, clock: clock, logger: logger, budget: budget,
            maximumConcurrency: maximumConcurrency)
    }

    /// The validated graph of `tasks` and the launch that runs it; the initializers' one body.
    private static func prepare(
        tasks: [LaunchTask], milestones: [LaunchMilestone], clock: any Clock<Duration>, logger: Logger,
        budget: Duration, maximumConcurrency: Int?
    ) throws(LaunchGraphError) -> (LaunchGraph, LaunchRun) {
        let (descriptors, works) = LaunchTask.parts(of: tasks)
        let graph = LaunchGraph(unchecked: descriptors, milestones: milestones)
        let problems = graph.problems(withWorkOf: tasks)
        guard problems.isEmpty else { throw LaunchGraphError(problems: problems) }
        let run = LaunchRun(
            works: works, graph: graph, timeline: LaunchTimeline(clock: clock), logger: logger, budget: budget,
            lanes: max(1, maximumConcurrency ?? ProcessInfo.processInfo.activeProcessorCount))
        return (graph, run)
    }

    /// Cancels the launch if it is not over, so its root task ends and releases every task's work.
    deinit {
        run.cancel()
    }

    /// Starts a synchronous phase: starts its background tasks without waiting for them, then runs
    /// its main-actor tasks inline, in dependency and priority order.
    ///
    /// Call it from the phase's delegate callback; it returns when the phase's main-actor tasks are done.
    ///
    /// - Parameter phase: ``LaunchPhase/willFinishLaunching`` or ``LaunchPhase/didFinishLaunching``.
    /// - Throws: ``LaunchSchedulerError`` when `phase` is not the next phase or is asynchronous.
    public func runSynchronousPhase(_ phase: LaunchPhase) throws(LaunchSchedulerError) {
        try run.startPhase(phase, synchronously: true)
        run.runInlineTasks()
    }

    /// Starts an asynchronous phase and returns at once; its tasks run as they become ready.
    ///
    /// For synchronous callers such as `sceneDidBecomeActive(_:)`.
    ///
    /// - Parameter phase: ``LaunchPhase/firstSceneActive`` or ``LaunchPhase/idle``.
    /// - Throws: ``LaunchSchedulerError`` when `phase` is not the next phase or is synchronous.
    public func startPhase(_ phase: LaunchPhase) throws(LaunchSchedulerError) {
        try run.startPhase(phase, synchronously: false)
    }

    /// Starts an asynchronous phase, whose predecessor has started, as soon as every task of that one is done.
    ///
    /// It returns at once; the phase starts when the previous phase's last task ends, without a task waiting
    /// for it, so nothing is left behind if the launch is cancelled first.
    func startPhaseWhenPreviousIsDone(_ phase: LaunchPhase) throws(LaunchSchedulerError) {
        try run.startPhaseWhenPreviousIsDone(phase)
    }

    /// Starts an asynchronous phase and waits until every one of its tasks is done.
    func runPhase(_ phase: LaunchPhase) async throws(LaunchSchedulerError) {
        try startPhase(phase)
        await run.waitForPhase(phase)
    }

    /// Waits until every task of `phase`, started or to be started by someone else, is done.
    func waitForPhase(_ phase: LaunchPhase) async {
        await run.waitForPhase(phase)
    }

    /// Cancels the launch: running tasks are cancelled, every task not yet started is skipped and its
    /// work released unrun.
    ///
    /// Phases may still be started afterwards; their tasks are already skipped. Callable from any
    /// thread; releasing the scheduler calls it.
    public nonisolated func cancel() {
        run.cancel()
    }

    /// Reaches one of the app's milestones: the tasks that wait for it start once their phase has started
    /// and their dependencies are done, at once if they are.
    ///
    /// Callable from any thread, at any time: before the tasks' phase, during it or after it. Reaching a
    /// milestone twice does nothing; one the scheduler does not declare is logged and ignored.
    ///
    /// - Parameter milestone: The milestone the app reached.
    public nonisolated func reach(_ milestone: LaunchMilestone) {
        run.reach(milestone)
    }

    /// Withdraws one of the app's milestones, such as consent the user took back: the tasks that wait for
    /// it and have not been released are skipped, with their dependants.
    ///
    /// Work that already ran is not undone, and a task already released runs: the app undoes what the
    /// milestone allowed itself (it tells the SDK to stop and delete its data, for example). Callable from
    /// any thread; a milestone the scheduler does not declare is logged and ignored.
    ///
    /// - Parameter milestone: The milestone the app withdraws.
    public nonisolated func withdraw(_ milestone: LaunchMilestone) {
        run.withdraw(milestone)
    }

    /// Makes `context` what every task started from now on sees as ``LaunchContext/current``.
    func setLaunchContext(_ context: LaunchContext) {
        run.updateHostLink { $0.context = context }
    }

    /// Calls `observer` for every declared milestone the app reaches, after the tasks it released are queued.
    func observeMilestones(_ observer: @escaping @Sendable (LaunchMilestone) -> Void) {
        run.updateHostLink { $0.milestoneObservers.append(observer) }
    }

    /// Makes `records` the report's ``LaunchReport/heldLaunchIntents``.
    func recordHeldLaunchIntents(_ records: [LaunchIntentHoldRecord]) {
        run.updateHostLink { $0.heldLaunchIntents = records }
    }

    /// The offset of now from the launch's start, on the scheduler's clock.
    var elapsed: Duration { run.elapsed() }

    /// Whether the launch declares `milestone`.
    func declares(_ milestone: LaunchMilestone) -> Bool {
        graph.milestones.contains(milestone)
    }

    /// The launch's report, once every task is done or waits for a milestone not reached.
    ///
    /// Waiting is not cancellable. The launch settles once every phase has started and every task is
    /// done or held by a milestone not reached (listed in ``LaunchReport/pendingTasks``), or, after
    /// ``cancel()``, once the running tasks have returned. A milestone reached later runs its tasks, and a
    /// later read waits for them and returns a report that covers them too.
    public var finished: LaunchReport {
        get async { await run.waitForReport() }
    }
}
