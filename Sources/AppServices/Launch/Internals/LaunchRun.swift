import Logging

/// One launch in progress: the tasks' shared state and the lanes of the root task.
///
/// The main actor runs the synchronous phases' main-actor tasks inline. Every other task runs on a lane of the root
/// task, the launch's only unstructured task: one task group with a child per background lane and one for the
/// main-actor lane. A lane takes the next ready task, runs it, records it and takes the next under the same lock, and
/// parks when nothing is ready, so a launch task costs no task of its own.
final class LaunchRun: Sendable {
    private let descriptors: [LaunchTaskDescriptor]
    private let state: Locked<LaunchRunState>
    /// Each task's work, taken by the lane the state starts the task on, outside the lock.
    private let works: LaunchWorkSlots
    /// Where each task's end is written, outside the lock, before the state hears of it.
    private let ends: LaunchTaskEndSlots
    private let timeline: LaunchTimeline
    private let logger: Logger
    private let budget: Duration
    /// ``budget`` in nanoseconds, which each task's run is compared with.
    private let budgetNanoseconds: Int64
    private let backgroundLanes: Int

    init(
        works: LaunchWorkSlots, graph: LaunchGraph, timeline: LaunchTimeline, logger: Logger, budget: Duration,
        lanes: Int
    ) {
        self.descriptors = graph.descriptors
        let ends = LaunchTaskEndSlots(count: graph.descriptors.count)
        self.ends = ends
        self.works = works
        self.state = Locked(LaunchRunState(works: works, graph: graph, budget: budget, ends: ends))
        self.timeline = timeline
        self.logger = logger
        self.budget = budget
        self.budgetNanoseconds = budget.nanosecondCount
        self.backgroundLanes = lanes
    }

    /// Starts `phase` after checking it is the next one.
    func startPhase(_ phase: LaunchPhase, synchronously: Bool) throws(LaunchSchedulerError) {
        let now = timeline.now()
        let result = state.withLock { state in
            Result { () throws(LaunchSchedulerError) in
                try state.startPhase(phase, synchronously: synchronously, at: now)
            }
        }
        deliver(try result.get())
    }

    /// Starts asynchronous `phase` as soon as the phase before it is done.
    func startPhaseWhenPreviousIsDone(_ phase: LaunchPhase) throws(LaunchSchedulerError) {
        let now = timeline.now()
        let result = state.withLock { state in
            Result { () throws(LaunchSchedulerError) in try state.startPhaseWhenPreviousIsDone(phase, at: now) }
        }
        deliver(try result.get())
    }

    /// Runs the ready main-actor tasks of the running synchronous phase, one after another.
    @MainActor
    func runInlineTasks() {
        var (step, effects) = (state.withLock { $0.stepInline() }, LaunchRunState.Effects())
        while true {
            deliver(effects)
            guard case .run(let index) = step else { return }
            let ended = runInline(index, works.take(at: index))
            ends.store(ended, at: index)
            (step, effects) = state.withLock { $0.stepInline(finishing: index, endedAs: ended) }
            log(ended, of: index)
        }
    }

    /// Skips every task that has not started and cancels the running ones.
    func cancel() {
        let now = timeline.now()
        deliver(state.withLock { $0.cancel(at: now) })
    }

    /// Reaches `milestone`, releasing the tasks that waited for it; logs a milestone the launch does not declare.
    func reach(_ milestone: LaunchMilestone) {
        let now = timeline.now()
        let (effects, declared, observers) = state.withLock { state in
            let (effects, declared) = state.reach(milestone, at: now)
            return (effects, declared, state.hostLink.milestoneObservers)
        }
        deliver(effects)
        guard declared else { return logUndeclared(milestone, "reached") }
        for observer in observers { observer(milestone) }
    }

    /// Changes what the host told the launch (see ``LaunchHostLink``).
    func updateHostLink(_ change: (inout LaunchHostLink) -> Void) {
        state.withLock { change(&$0.hostLink) }
    }

    /// The offset of now from the launch's start.
    func elapsed() -> Duration { timeline.now().offset }

    /// Withdraws `milestone`, skipping the tasks that wait for it and have not started.
    func withdraw(_ milestone: LaunchMilestone) {
        let now = timeline.now()
        let (effects, declared) = state.withLock { $0.withdraw(milestone, at: now) }
        deliver(effects)
        if !declared { logUndeclared(milestone, "withdrawn") }
    }

    private func logUndeclared(_ milestone: LaunchMilestone, _ verb: String) {
        logger.warning(
            "launch milestone '\(milestone)' \(verb), but the launch does not declare it; nothing waits for it",
            metadata: ["milestone": "\(milestone)"])
    }

    /// Suspends until every task of `phase` is done.
    func waitForPhase(_ phase: LaunchPhase) async {
        await withCheckedContinuation { continuation in
            if !state.withLock({ $0.waitForPhase(phase, continuation) }) { continuation.resume() }
        }
    }

    /// Suspends until every task is done, and returns the report.
    func waitForReport() async -> LaunchReport {
        var report = await withCheckedContinuation { continuation in
            if let report = state.withLock({ $0.waitForReport(continuation) }) {
                continuation.resume(returning: report)
            }
        }
        report.heldLaunchIntents = state.withLock { $0.hostLink.heldLaunchIntents }
        return report
    }

    /// Starts the root task; called once, when the first task for a lane is queued.
    private func startRoot() {
        let root = Task { await self.drive() }
        if state.withLock({ $0.keepRoot(root) }) { root.cancel() }
    }

    /// The root task: one lane for main-actor work and one per background slot, until the launch is over.
    ///
    /// The root task runs the first background lane itself, so the first background task starts without
    /// waiting for a child task to be scheduled.
    @concurrent
    private func drive() async {
        await withTaskGroup(of: Void.self) { group in
            for lane in 0...backgroundLanes where lane != 1 {
                group.addTask { await self.runLane(lane) }
            }
            await runLane(1)
        }
        state.withLock { $0.rootEnded() }
    }

    /// Runs ready tasks of one lane (`0`: main actor, `1...`: background) until the launch is over.
    private func runLane(_ lane: Int) async {
        var (step, effects) = (state.withLock { $0.step(lane: lane) }, LaunchRunState.Effects())
        while true {
            deliver(effects)
            switch step {
            case .run(let index):
                let work = works.take(at: index)
                // Synchronous background work skips `execute`: an asynchronous call costs a frame and an
                // executor check per task.
                let ended: LaunchTaskEnd
                if case .synchronousBackground(let body) = work {
                    ended = withHostContext { runSynchronously(index, lane: lane, body) }
                } else {
                    ended = await executeWithContext(index, work, lane: lane)
                }
                ends.store(ended, at: index)
                (step, effects) = state.withLock { $0.step(lane: lane, finishing: index, endedAs: ended) }
                log(ended, of: index)
            case .park:
                await withCheckedContinuation { continuation in
                    if !state.withLock({ $0.park(lane: lane, continuation) }) { continuation.resume() }
                }
                (step, effects) = (state.withLock { $0.step(lane: lane) }, LaunchRunState.Effects())
            case .exit:
                return
            }
        }
    }

    @MainActor
    private func runInline(_ index: Int, _ work: LaunchTask.Work) -> LaunchTaskEnd {
        guard case .synchronousMainActor(let body) = work else {
            preconditionFailure("validation admits only synchronous work for inline tasks")
        }
        return runSynchronously(index, lane: 0) { try body() }
    }

    /// Runs synchronous work on the calling thread and measures it; no timeout can interrupt it, so a
    /// task that ran longer than its timeout overran.
    private func runSynchronously(_ index: Int, lane: Int, _ body: () throws -> Void) -> LaunchTaskEnd {
        let signpost = LaunchSignpost.begin(descriptors[index].id)
        let start = timeline.now()
        let failure = Self.failure(of: body)
        let end = timeline.now()
        let (outcome, message) = classify(failure, deadlinePassed: false, task: index, from: start, to: end)
        signpost.end(outcome)
        return LaunchTaskEnd(start: start, end: end, outcome: outcome, error: message, lane: lane)
    }

    /// Runs synchronous work with the host's context (``LaunchHostLink/context``), if it told one.
    private func withHostContext(_ body: () -> LaunchTaskEnd) -> LaunchTaskEnd {
        guard let context = state.withLock({ $0.hostLink.context }) else { return body() }
        return LaunchContext.$current.withValue(context, operation: body)
    }

    /// Runs one task's work with the host's context (``LaunchHostLink/context``), if it told one.
    private nonisolated(nonsending) func executeWithContext(
        _ index: Int, _ work: LaunchTask.Work, lane: Int
    ) async -> LaunchTaskEnd {
        guard let context = state.withLock({ $0.hostLink.context }) else {
            return await execute(index, work, lane: lane)
        }
        return await LaunchContext.$current.withValue(context) { await execute(index, work, lane: lane) }
    }

    /// Runs one task's work on the lane's executor: `nonisolated(nonsending)`, so calling it costs no hop.
    private nonisolated(nonsending) func execute(
        _ index: Int, _ work: LaunchTask.Work, lane: Int
    ) async -> LaunchTaskEnd {
        // Fields are read in place: copying the descriptor would retain and release its contents.
        let signpost = LaunchSignpost.begin(descriptors[index].id)
        let timeout = descriptors[index].timeout
        let start = timeline.now()
        let failure: (any Error)?
        var deadlinePassed = false
        switch work {
        case .background(let body):
            (failure, deadlinePassed) = await perform(body, timeout: timeout)
        case .mainActor(let body):
            (failure, deadlinePassed) = await perform({ try await body() }, timeout: timeout)
        case .synchronousMainActor(let body):
            failure = await MainActor.run { Self.failure(of: body) }
        case .synchronousBackground(let body):
            failure = Self.failure(of: body)
        }
        let end = timeline.now()
        let (outcome, message) = classify(
            failure, deadlinePassed: deadlinePassed, task: index, from: start, to: end,
            interruptible: !work.isSynchronous)
        signpost.end(outcome)
        return LaunchTaskEnd(start: start, end: end, outcome: outcome, error: message, lane: lane)
    }

    /// The error `body` throws, or `nil` when it returns.
    private static func failure(of body: () throws -> Void) -> (any Error)? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// Runs asynchronous work, cancelling it when its timeout passes first.
    private nonisolated(nonsending) func perform(
        _ work: @escaping @Sendable () async throws -> Void, timeout: Duration?
    ) async -> (failure: (any Error)?, timedOut: Bool) {
        guard let timeout else { return (await LaunchDeadlineRace.failure(of: work), false) }
        return await LaunchDeadlineRace.run(work, timeout: timeout, sleep: timeline.sleep)
    }

    /// Turns how work that ran from `start` to `end` ended into an outcome and an error text.
    ///
    /// Interruptible work whose deadline passed timed out; it ignored its cancellation when it returned
    /// later than ``LaunchTaskError/cancellationGrace`` after the deadline. Synchronous work cannot be
    /// interrupted; it overran when it ran longer than its timeout.
    private func classify(
        _ failure: (any Error)?, deadlinePassed: Bool, task index: Int, from start: LaunchMoment,
        to end: LaunchMoment, interruptible: Bool = false
    ) -> (LaunchTaskOutcome, String?) {
        // Only a task with a timeout needs its duration as a `Duration`.
        let timeout = descriptors[index].timeout
        let duration = timeout == nil ? nil : Duration.nanoseconds(end.nanoseconds(since: start))
        if deadlinePassed, let timeout, let duration {
            let ignored = duration > timeout + LaunchTaskError.cancellationGrace
            let error = LaunchTaskError(
                code: ignored ? .ignoredCancellation : .timedOut, task: descriptors[index].id, timeout: timeout,
                duration: duration)
            return (.timedOut, error.description)
        }
        if let failure {
            return Task.isCancelled ? (.cancelled, "cancelled with the launch: \(failure)") : (.failed, "\(failure)")
        }
        if !interruptible, let timeout, let duration, duration > timeout {
            let error = LaunchTaskError(
                code: .overran, task: descriptors[index].id, timeout: timeout, duration: duration,
                executor: descriptors[index].executor)
            return (.timedOut, error.description)
        }
        return (.succeeded, nil)
    }

    /// Performs what a state change asks for after unlocking, and logs the tasks it skipped.
    ///
    /// A lane logs the task it ran itself, before delivering, so a waiter that sees the report also sees the log line.
    private func deliver(_ effects: LaunchRunState.Effects) {
        guard let effects = effects.payload else { return }
        effects.perform()
        if effects.startsRoot { startRoot() }
        for (index, ended) in effects.skipped { log(ended, of: index) }
        if effects.skippedByCancellation > 0 {
            logger.info("launch cancelled: \(effects.skippedByCancellation) tasks that had not started were skipped")
        }
    }

    /// Logs a task that went over the budget or did not succeed; reads its descriptor only then.
    ///
    /// Each line carries the task and its phase as metadata (`task`, `phase`), and a task that did not
    /// succeed its `outcome`, so a log tool can filter and group without parsing the message.
    private func log(_ ended: LaunchTaskEnd, of index: Int) {
        let descriptor = descriptors[index]
        var metadata: Logger.Metadata = ["task": "\(descriptor.id)", "phase": "\(descriptor.phase)"]
        if ended.nanoseconds > budgetNanoseconds {
            let took = Duration.nanoseconds(ended.nanoseconds)
            let message =
                "launch task '\(descriptor.id)' took \(took.milliseconds) ms, over the launch budget of \(budget.milliseconds) ms"
            logger.warning("\(message)", metadata: metadata)
        }
        guard ended.outcome != .succeeded else { return }
        metadata["outcome"] = "\(ended.outcome)"
        if ended.outcome == .skipped {
            logger.info("launch task '\(descriptor.id)' skipped: \(ended.error ?? "")", metadata: metadata)
            return
        }
        let level: Logger.Level = descriptor.failurePolicy == .required ? .error : .warning
        let message =
            "launch task '\(descriptor.id)' (\(descriptor.failurePolicy)) \(ended.outcome): \(ended.error ?? "")"
        logger.log(level: level, "\(message)", metadata: metadata)
    }
}
