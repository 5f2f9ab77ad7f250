/// The state machine of one launch: which tasks wait, run or are done, which lanes are parked, and who waits for what.
///
/// It lives in a `Locked` box shared by the main actor (synchronous phases) and the lanes of the root task (everything
/// else). Mutations return ``Effects`` that the caller performs after unlocking. A task's work is held here only until
/// the task starts or is skipped, so finished work and everything it captured are released at once.
struct LaunchRunState {
    /// Where a task is in its life.
    enum Status {
        case waiting, ready, running, done

        /// Whether the task has not started yet, so a cancellation or a skip still reaches it.
        var isUnstarted: Bool { self == .waiting || self == .ready }
    }

    /// A task's status and how many of its dependencies it still waits for.
    struct Progress {
        var status: Status
        var remaining: Int32
    }

    /// What a lane does next.
    enum Step {
        /// Run the task at `index`: the lane takes its work from the slots.
        case run(index: Int)
        /// Nothing is ready: park until woken.
        case park
        /// The launch is over: leave.
        case exit
    }

    /// What the caller does after unlocking; most steps ask for nothing, so the payload is made by the first
    /// addition: empty effects are one `nil` reference, which costs nothing to make, move and drop.
    struct Effects {
        /// What the mutation asked for; made, filled and read by one mutation and its caller, never shared.
        final class Payload {
            var wakes: [CheckedContinuation<Void, Never>] = []
            var phaseWaiters: [CheckedContinuation<Void, Never>] = []
            var reportWaiters: [CheckedContinuation<LaunchReport, Never>] = []
            var report: LaunchReport?
            /// The tasks the mutation skipped, with how they ended, for the log.
            var skipped: [(index: Int, end: LaunchTaskEnd)] = []
            /// How many tasks a cancellation skipped; logged as one line rather than one line each.
            var skippedByCancellation = 0
            var rootToCancel: Task<Void, Never>?
            /// Whether the caller starts the root task: the first task for a lane was just queued.
            var startsRoot = false
        }

        /// What the mutation asked for, or `nil` when it asked for nothing.
        private(set) var payload: Payload?

        /// Adds to what the mutation asks for.
        mutating func add(_ change: (Payload) -> Void) {
            let payload = self.payload ?? Payload()
            self.payload = payload
            change(payload)
        }
    }

    let graph: LaunchGraph
    let budget: Duration
    /// Each task's work, which the lane that runs it takes and the state releases when it skips it.
    private let works: LaunchWorkSlots
    /// Each task's status and how many of its dependencies it still waits for, side by side: a step reads
    /// and writes both for the same tasks, so one array touches half the cache lines two would, lines the
    /// two lanes hand back and forth.
    var progress: [Progress]
    /// How each finished task ended; its record is made only for the report.
    let ends: LaunchTaskEndSlots
    /// The error text of each finished task that has one; few do.
    private var errors: [Int: String] = [:]
    private var inlineQueue: LaunchReadySet
    private var mainQueue: LaunchReadySet
    private var backgroundQueue: LaunchReadySet
    private var parkedMainLane: CheckedContinuation<Void, Never>?
    private var parkedBackgroundLanes: [CheckedContinuation<Void, Never>] = []
    /// Each task's queue, computed once: `0` inline, `1` main-actor lane, `2` background lanes.
    private let queueOfTask: [UInt8]
    /// The order ready tasks start in, computed once from the tasks' priorities.
    private let startOrder: LaunchStartOrder
    private let phaseMembers: [[Int]]
    /// Each task's phase, as an index into `LaunchPhase.allCases`, computed once.
    let phaseOfTask: [UInt8]
    private var nextPhase = 0
    private(set) var phaseStarts: [LaunchMoment?]
    /// A phase to start as soon as every task of the phase before it is done.
    private var deferredPhase: Int?
    private var unfinishedInPhase: [Int]
    private var unfinished: Int
    private var phaseWaiters: [[CheckedContinuation<Void, Never>]]
    /// How many continuations `phaseWaiters` holds, so a finishing task checks the phases only when some wait.
    private var phaseWaiterCount = 0
    private var reportWaiters: [CheckedContinuation<LaunchReport, Never>] = []
    private var rootStarted = false
    private var root: Task<Void, Never>?
    /// The report of the launch once it is settled; a milestone reached later drops it until the launch settles again.
    var report: LaunchReport?
    private(set) var isCancelled = false
    /// The launch's milestones, or `nil` when it has none, so a launch without them pays for nothing.
    var milestoneGate: LaunchMilestoneGate?
    /// What the host told the launch about what launched the app (see ``LaunchHostLink``).
    var hostLink = LaunchHostLink()

    /// The state of a launch of `works`, validated as `graph`; `ends` are the slots the lanes write to.
    init(works: LaunchWorkSlots, graph: LaunchGraph, budget: Duration, ends: LaunchTaskEndSlots) {
        let count = graph.descriptors.count
        let phases = LaunchPhase.allCases
        self.graph = graph
        self.budget = budget
        self.works = works
        let milestoneGate = LaunchMilestoneGate(graph: graph)
        progress = graph.dependencyIndices.indices.map { index in
            let milestones = milestoneGate?.awaited[index].count ?? 0
            return Progress(
                status: .waiting, remaining: Int32(graph.dependencyIndices.listLength(at: index) + milestones))
        }
        self.ends = ends
        // One pass that reads each descriptor's fields in place, rather than a copy of it per property.
        var phaseOfTask: [UInt8] = []
        var queueOfTask: [UInt8] = []
        phaseOfTask.reserveCapacity(count)
        queueOfTask.reserveCapacity(count)
        var memberCounts = Array(repeating: 0, count: phases.count)
        for index in graph.descriptors.indices {
            let phase = graph.descriptors[index].phase
            phaseOfTask.append(UInt8(phase.index))
            memberCounts[phase.index] += 1
            queueOfTask.append(graph.descriptors[index].executor == .background ? 2 : phase.isSynchronous ? 0 : 1)
        }
        // Each phase's list is made at its final size, so none regrows.
        var members = memberCounts.map { count in
            var list: [Int] = []
            list.reserveCapacity(count)
            return list
        }
        for index in phaseOfTask.indices { members[Int(phaseOfTask[index])].append(index) }
        self.phaseOfTask = phaseOfTask
        self.queueOfTask = queueOfTask
        startOrder = LaunchStartOrder(count: graph.descriptors.count) { graph.descriptors[$0].priority }
        inlineQueue = LaunchReadySet(capacity: count)
        mainQueue = LaunchReadySet(capacity: count)
        backgroundQueue = LaunchReadySet(capacity: count)
        phaseMembers = members
        phaseStarts = Array(repeating: nil, count: phases.count)
        unfinishedInPhase = members.map { $0.count }
        unfinished = graph.descriptors.count
        phaseWaiters = Array(repeating: [], count: phases.count)
        self.milestoneGate = milestoneGate
        self.milestoneGate?.updateHeld(graph: graph, phaseOfTask: phaseOfTask) { _ in true }
    }

    /// Whether the launch is over: every phase started (or the launch was cancelled) and every task is done.
    var isComplete: Bool { unfinished == 0 && (isCancelled || nextPhase == phaseStarts.count) }

    /// Whether the launch is settled: complete, or every phase started (or the launch was cancelled) and
    /// every task not done is held by a milestone not reached, so nothing runs until one is.
    var isSettled: Bool {
        isComplete
            || (milestoneGate.map { unfinished == $0.heldCount } == true
                && (isCancelled || nextPhase == phaseStarts.count) && deferredPhase == nil)
    }

    /// Starts `phase` after checking it is the next one, queueing its tasks whose dependencies are done.
    mutating func startPhase(
        _ phase: LaunchPhase, synchronously: Bool, at now: LaunchMoment
    ) throws(LaunchSchedulerError) -> Effects {
        try checkNext(phase, synchronously: synchronously)
        var effects = Effects()
        begin(phase.index, at: now, effects: &effects)
        return effects
    }

    /// Starts asynchronous `phase` once every task of the phase before it is done: now, if they are.
    mutating func startPhaseWhenPreviousIsDone(
        _ phase: LaunchPhase, at now: LaunchMoment
    ) throws(LaunchSchedulerError) -> Effects {
        try checkNext(phase, synchronously: false)
        var effects = Effects()
        if phase.index == 0 || isPhaseOver(phase.index - 1) {
            begin(phase.index, at: now, effects: &effects)
        } else {
            deferredPhase = phase.index
        }
        return effects
    }

    /// Records the task a lane just ran (its slot already written) and hands the lane its next step.
    ///
    /// The finished task comes as two plain arguments, not an optional pair: dropping an optional that
    /// holds a string went through the runtime's generic code, once a task.
    mutating func step(lane: Int, finishing index: Int, endedAs ended: LaunchTaskEnd) -> (Step, Effects) {
        var effects = Effects()
        finish(ended, at: index, effects: &effects)
        return (step(lane: lane), effects)
    }

    /// Takes the next ready task of a lane (`0` the main-actor lane, `1...` the background lanes), or tells it to
    /// park or leave.
    mutating func step(lane: Int) -> Step {
        guard let place = lane == 0 ? mainQueue.popFirst() : backgroundQueue.popFirst() else {
            return isComplete ? .exit : .park
        }
        return start(at: place)
    }

    /// Records the inline task that finished and takes the next main-actor task of the running synchronous phase.
    mutating func stepInline(finishing index: Int, endedAs ended: LaunchTaskEnd) -> (Step, Effects) {
        var effects = Effects()
        finish(ended, at: index, effects: &effects)
        return (stepInline(), effects)
    }

    /// Takes the next ready main-actor task of the running synchronous phase, or says there is none.
    mutating func stepInline() -> Step {
        guard let place = inlineQueue.popFirst() else { return .exit }
        return start(at: place)
    }

    /// Parks a lane until a task is queued for it; returns `false` when it should step again instead.
    mutating func park(lane: Int, _ continuation: CheckedContinuation<Void, Never>) -> Bool {
        guard !isComplete, lane == 0 ? mainQueue.isEmpty : backgroundQueue.isEmpty else { return false }
        if lane == 0 {
            parkedMainLane = continuation
        } else {
            parkedBackgroundLanes.append(continuation)
        }
        return true
    }

    /// Keeps the root task so a cancellation can reach it; returns `true` when the launch was already
    /// cancelled, so the caller cancels it at once.
    mutating func keepRoot(_ task: Task<Void, Never>) -> Bool {
        guard !isCancelled else { return true }
        root = task
        return false
    }

    /// Drops the root task's handle once its lanes have left.
    mutating func rootEnded() {
        root = nil
    }

    /// Skips every task that has not started; the caller cancels the root task, and with it the running work.
    mutating func cancel(at now: LaunchMoment) -> Effects {
        var effects = Effects()
        guard !isCancelled, report == nil else { return effects }
        isCancelled = true
        deferredPhase = nil
        inlineQueue.removeAll()
        mainQueue.removeAll()
        backgroundQueue.removeAll()
        for index in progress.indices where progress[index].status.isUnstarted {
            effects.add { $0.skippedByCancellation += 1 }
            works.release(at: index)
            completeUnrun(index, with: .skipped(at: now, because: "the launch was cancelled"))
        }
        if let root = root.take() { effects.add { $0.rootToCancel = root } }
        completeWaits(at: now, effects: &effects)
        wakeParkedLanes(&effects)
        return effects
    }

    /// Registers a waiter for the end of `phase`; returns `false` when the phase is already over.
    mutating func waitForPhase(_ phase: LaunchPhase, _ continuation: CheckedContinuation<Void, Never>) -> Bool {
        let index = phase.index
        guard !isPhaseOver(index) else { return false }
        phaseWaiters[index].append(continuation)
        phaseWaiterCount += 1
        return true
    }

    /// Registers a waiter for the report; returns the report instead when the launch is over.
    mutating func waitForReport(_ continuation: CheckedContinuation<LaunchReport, Never>) -> LaunchReport? {
        if let report { return report }
        reportWaiters.append(continuation)
        return nil
    }

    private func checkNext(_ phase: LaunchPhase, synchronously: Bool) throws(LaunchSchedulerError) {
        let phases = LaunchPhase.allCases
        let expected = nextPhase < phases.count ? phases[nextPhase] : nil
        guard phase.isSynchronous == synchronously else {
            throw LaunchSchedulerError(
                code: synchronously ? .phaseNotSynchronous : .phaseNotAsynchronous, phase: phase,
                expectedPhase: expected)
        }
        guard phase.index >= nextPhase, deferredPhase == nil else {
            throw LaunchSchedulerError(code: .phaseAlreadyStarted, phase: phase, expectedPhase: expected)
        }
        guard phase.index == nextPhase else {
            throw LaunchSchedulerError(code: .phaseOutOfOrder, phase: phase, expectedPhase: expected)
        }
    }

    private mutating func begin(_ index: Int, at now: LaunchMoment, effects: inout Effects) {
        nextPhase = index + 1
        phaseStarts[index] = now
        guard !isCancelled else { return }
        for member in phaseMembers[index] where progress[member].status == .waiting && progress[member].remaining == 0 {
            enqueue(member, effects: &effects)
        }
        completeWaits(at: now, effects: &effects)
    }

    private func isPhaseOver(_ index: Int) -> Bool {
        (phaseStarts[index] != nil || isCancelled) && isPhaseSettled(index)
    }

    /// Whether every task of the phase at `index` is done or held by a milestone not reached.
    private func isPhaseSettled(_ index: Int) -> Bool {
        unfinishedInPhase[index] == (milestoneGate?.heldInPhase[index] ?? 0)
    }

    /// Starts the task at `place` in the start order: marks it running, which gives its work to the lane.
    private mutating func start(at place: Int) -> Step {
        let index = startOrder.task(at: place)
        progress[index].status = .running
        return .run(index: index)
    }

    /// Records how a running task ended and releases or skips its dependants.
    private mutating func finish(_ ended: LaunchTaskEnd, at index: Int, effects: inout Effects) {
        complete(index, with: ended)
        let releases =
            ended.outcome.isSuccess || (graph.descriptors[index].failurePolicy == .ignore && ended.outcome != .skipped)
        for dependant in graph.dependantIndices[index] where progress[dependant].status == .waiting {
            if releases {
                release(dependant, effects: &effects)
            } else {
                skip(
                    dependant, because: "dependency '\(graph.descriptors[index].id)' \(Self.verb(for: ended.outcome))",
                    at: ended.end, effects: &effects)
            }
        }
        completeWaits(at: ended.end, effects: &effects)
    }

    /// Counts one wait of `task` (a dependency or a milestone) as over; queues it once none is left and its
    /// phase has started.
    mutating func release(_ task: Int, effects: inout Effects) {
        progress[task].remaining -= 1
        guard progress[task].remaining == 0, phaseStarts[Int(phaseOfTask[task])] != nil else { return }
        enqueue(task, effects: &effects)
    }

    private mutating func enqueue(_ index: Int, effects: inout Effects) {
        progress[index].status = .ready
        switch queueOfTask[index] {
        case 0:
            inlineQueue.insert(startOrder.place(of: index))
        case 1:
            mainQueue.insert(startOrder.place(of: index))
            if let lane = parkedMainLane.take() { effects.add { $0.wakes.append(lane) } }
            claimRootStart(&effects)
        default:
            backgroundQueue.insert(startOrder.place(of: index))
            if let lane = parkedBackgroundLanes.popLast() { effects.add { $0.wakes.append(lane) } }
            claimRootStart(&effects)
        }
    }

    /// Has the caller start the root task the first time a task is queued for a lane, so the lanes
    /// start with work to do rather than park until the phase that has some.
    private mutating func claimRootStart(_ effects: inout Effects) {
        guard !rootStarted else { return }
        rootStarted = true
        effects.add { $0.startsRoot = true }
    }

    /// Marks a task that ran as done; its lane has written its slot.
    private mutating func complete(_ index: Int, with ended: LaunchTaskEnd) {
        progress[index].status = .done
        if let error = ended.error { errors[index] = error }
        unfinished -= 1
        unfinishedInPhase[Int(phaseOfTask[index])] -= 1
    }

    /// Marks a task that never ran as done, writing its slot.
    private mutating func completeUnrun(_ index: Int, with ended: LaunchTaskEnd) {
        ends.store(ended, at: index)
        complete(index, with: ended)
        // A local: reading `phaseOfTask` inside the call would overlap the gate's exclusive access.
        let phase = Int(phaseOfTask[index])
        milestoneGate?.release(index, phase: phase)
    }

    /// Skips `index` and, transitively, every task waiting for it; their work is released unrun.
    mutating func skip(_ index: Int, because reason: String, at now: LaunchMoment, effects: inout Effects) {
        var pending = [(index, reason)]
        while let (task, why) = pending.popLast() {
            guard progress[task].status.isUnstarted else { continue }
            let ended = LaunchTaskEnd.skipped(at: now, because: why)
            works.release(at: task)
            completeUnrun(task, with: ended)
            effects.add { $0.skipped.append((task, ended)) }
            for dependant in graph.dependantIndices[task].reversed() where progress[dependant].status == .waiting {
                pending.append((dependant, "dependency '\(graph.descriptors[task].id)' was skipped"))
            }
        }
    }

    mutating func completeWaits(at now: LaunchMoment, effects: inout Effects) {
        if phaseWaiterCount > 0 {
            for index in phaseWaiters.indices where !phaseWaiters[index].isEmpty && isPhaseOver(index) {
                phaseWaiterCount -= phaseWaiters[index].count
                let waiters = phaseWaiters[index]
                effects.add { $0.phaseWaiters += waiters }
                phaseWaiters[index] = []
            }
        }
        if let deferred = deferredPhase, isPhaseSettled(deferred - 1) {
            deferredPhase = nil
            begin(deferred, at: now, effects: &effects)
        }
        guard report == nil, isSettled else { return }
        let report = makeReport()
        self.report = report
        let waiters = reportWaiters
        effects.add {
            $0.report = report
            $0.reportWaiters = waiters
        }
        reportWaiters = []
        wakeParkedLanes(&effects)
    }

    private mutating func wakeParkedLanes(_ effects: inout Effects) {
        let lanes = parkedBackgroundLanes
        if !lanes.isEmpty { effects.add { $0.wakes += lanes } }
        parkedBackgroundLanes = []
        if let lane = parkedMainLane.take() { effects.add { $0.wakes.append(lane) } }
    }

    /// The report of the finished launch, from every task's slot and error text.
    private func makeReport() -> LaunchReport {
        let phases = LaunchPhase.allCases.indices.compactMap { index -> LaunchPhaseSpan? in
            guard let start = phaseStarts[index] else { return nil }
            let done = phaseMembers[index].lazy.filter { self.progress[$0].status == .done }
            let end = done.map { self.ends.end(of: $0) }.max() ?? start
            return LaunchPhaseSpan(phase: LaunchPhase.allCases[index], start: start.offset, end: max(start, end).offset)
        }
        var tasks: [LaunchTaskRecord] = []
        var durations: [Int64] = []
        tasks.reserveCapacity(progress.count)
        durations.reserveCapacity(progress.count)
        var lastEnd = LaunchMoment.start
        for index in progress.indices {
            guard progress[index].status == .done else {
                precondition(milestoneGate != nil, "the report is made once every task is done or held")
                continue
            }
            let ended = ends.ended(index, error: errors.isEmpty ? nil : errors[index])
            durations.append(ended.nanoseconds)
            lastEnd = max(lastEnd, ended.end)
            tasks.append(ended.record(of: graph.descriptors[index]))
        }
        guard let milestoneGate else {
            return LaunchReport(
                tasks: tasks, phases: phases, budget: budget, nanoseconds: durations, lastEnd: lastEnd.offset,
                dependencyIndices: graph.dependencyIndices, order: graph.topologicalOrder)
        }
        return milestoneReport(tasks: tasks, phases: phases, gate: milestoneGate)
    }

    private static func verb(for outcome: LaunchTaskOutcome) -> String {
        switch outcome {
        case .succeeded: "succeeded"
        case .failed: "failed"
        case .timedOut: "timed out"
        case .skipped: "was skipped"
        case .cancelled: "was cancelled"
        }
    }
}

extension LaunchRunState.Effects.Payload {
    /// Cancels the root task and resumes everyone the mutation released; call it after unlocking.
    ///
    /// Waiters are resumed before lanes: at the end of a launch, the report's waiter is what the app
    /// waits for, and a parked lane woken only to leave can wait.
    func perform() {
        rootToCancel?.cancel()
        for waiter in phaseWaiters { waiter.resume() }
        if let report {
            for waiter in reportWaiters { waiter.resume(returning: report) }
        }
        for lane in wakes { lane.resume() }
    }
}
