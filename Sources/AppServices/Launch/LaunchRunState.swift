/// The state machine of one launch: which tasks wait, run or are done, and who waits for what.
///
/// It lives in a `Locked` box shared by the main actor (synchronous phases) and the root task
/// (everything else). Mutations return ``Effects`` that the caller performs after unlocking.
struct LaunchRunState {
    /// Where a task is in its life.
    private enum Status {
        case waiting, ready, running, done
    }

    /// Whether the root task sleeps, has a wake-up pending, or neither.
    private enum Wake {
        case idle
        case pending
        case sleeping(CheckedContinuation<Void, Never>)
    }

    /// A task to start on a lane.
    struct Start {
        var index: Int
        var lane: Int
    }

    /// What the caller does after unlocking: resume waiters, log finished tasks.
    struct Effects {
        var wake: CheckedContinuation<Void, Never>?
        var phaseWaiters: [CheckedContinuation<Void, Never>] = []
        var reportWaiters: [CheckedContinuation<LaunchReport, Never>] = []
        var report: LaunchReport?
        var finished: [LaunchTaskRecord] = []
    }

    let graph: LaunchGraph
    private let budget: Duration
    private var status: [Status]
    private var remaining: [Int]
    private var records: [LaunchTaskRecord?]
    private var inlineQueue = LaunchReadyQueue()
    private var mainQueue = LaunchReadyQueue()
    private var backgroundQueue = LaunchReadyQueue()
    private var mainLaneBusy = false
    private var freeBackgroundLanes: [Int]
    private var phaseMembers: [[Int]]
    /// Each task's phase, as an index into `LaunchPhase.allCases`, computed once.
    private let phaseOfTask: [Int]
    private var nextPhase = 0
    private var phaseStarts: [Duration?]
    private var unfinishedInPhase: [Int]
    private var unfinished: Int
    private var wake = Wake.idle
    private var phaseWaiters: [[CheckedContinuation<Void, Never>]]
    private var reportWaiters: [CheckedContinuation<LaunchReport, Never>] = []
    private(set) var report: LaunchReport?
    private(set) var isCancelled = false

    init(graph: LaunchGraph, backgroundLanes: Int, budget: Duration) {
        let phases = LaunchPhase.allCases
        self.graph = graph
        self.budget = budget
        status = Array(repeating: .waiting, count: graph.descriptors.count)
        remaining = graph.dependencyIndices.map(\.count)
        records = Array(repeating: nil, count: graph.descriptors.count)
        freeBackgroundLanes = Array(1...max(1, backgroundLanes))
        phaseMembers = phases.map { phase in graph.descriptors.indices.filter { graph.descriptors[$0].phase == phase } }
        phaseOfTask = graph.descriptors.map { descriptor in phases.firstIndex(of: descriptor.phase)! }
        phaseStarts = Array(repeating: nil, count: phases.count)
        unfinishedInPhase = phaseMembers.map(\.count)
        unfinished = graph.descriptors.count
        phaseWaiters = Array(repeating: [], count: phases.count)
    }

    /// Whether the launch is over: every phase started (or the launch was cancelled) and every task is done.
    var isComplete: Bool { unfinished == 0 && (isCancelled || nextPhase == phaseStarts.count) }

    /// Starts `phase`, queueing its tasks whose dependencies are done.
    mutating func startPhase(
        _ phase: LaunchPhase, synchronously: Bool, at now: Duration
    ) throws(LaunchSchedulerError) -> Effects {
        let phases = LaunchPhase.allCases
        let index = phases.firstIndex(of: phase)!
        let expected = nextPhase < phases.count ? phases[nextPhase] : nil
        guard phase.isSynchronous == synchronously else {
            throw LaunchSchedulerError(
                code: synchronously ? .phaseNotSynchronous : .phaseNotAsynchronous, phase: phase,
                expectedPhase: expected)
        }
        guard index >= nextPhase else {
            throw LaunchSchedulerError(code: .phaseAlreadyStarted, phase: phase, expectedPhase: expected)
        }
        guard index == nextPhase else {
            throw LaunchSchedulerError(code: .phaseOutOfOrder, phase: phase, expectedPhase: expected)
        }
        nextPhase += 1
        phaseStarts[index] = now
        for member in phaseMembers[index] where status[member] == .waiting && remaining[member] == 0 {
            enqueue(member)
        }
        var effects = Effects()
        completeWaits(&effects)
        signalWake(&effects)
        return effects
    }

    /// Takes the next main-actor task of the running synchronous phase, if one is ready.
    mutating func takeInline() -> Int? {
        guard let index = inlineQueue.popFirst() else { return nil }
        status[index] = .running
        return index
    }

    /// Takes every queued task a free lane can start now, in start order.
    mutating func takeStartable() -> [Start] {
        guard !(mainLaneBusy || mainQueue.isEmpty) || !(freeBackgroundLanes.isEmpty || backgroundQueue.isEmpty) else {
            return []
        }
        var starts: [Start] = []
        while !mainLaneBusy, let index = mainQueue.popFirst() {
            mainLaneBusy = true
            status[index] = .running
            starts.append(Start(index: index, lane: 0))
        }
        while !freeBackgroundLanes.isEmpty, let index = backgroundQueue.popFirst() {
            status[index] = .running
            starts.append(Start(index: index, lane: freeBackgroundLanes.removeFirst()))
        }
        return starts
    }

    /// Records how a running task ended, frees its lane, and releases or skips its dependants.
    mutating func finish(_ record: LaunchTaskRecord, at index: Int, inline: Bool) -> Effects {
        if let lane = record.lane, !inline {
            if lane == 0 {
                mainLaneBusy = false
            } else {
                let position = freeBackgroundLanes.firstIndex { $0 > lane } ?? freeBackgroundLanes.endIndex
                freeBackgroundLanes.insert(lane, at: position)
            }
        }
        var effects = Effects()
        complete(index, with: record, effects: &effects)
        let releases = record.outcome.isSuccess || (record.failurePolicy == .ignore && record.outcome != .skipped)
        for dependant in graph.dependantIndices[index] where status[dependant] == .waiting {
            if releases {
                remaining[dependant] -= 1
                if remaining[dependant] == 0, phaseStarts[phaseIndex(of: dependant)] != nil { enqueue(dependant) }
            } else {
                skip(
                    dependant, because: "dependency '\(record.id)' \(Self.verb(for: record.outcome))", at: record.end,
                    effects: &effects)
            }
        }
        completeWaits(&effects)
        if inline { signalWake(&effects) }
        return effects
    }

    /// Skips every task that has not started; running tasks are cancelled by the caller.
    mutating func cancel(at now: Duration) -> Effects {
        var effects = Effects()
        guard !isCancelled else { return effects }
        isCancelled = true
        inlineQueue.removeAll()
        mainQueue.removeAll()
        backgroundQueue.removeAll()
        for index in status.indices where status[index] == .waiting || status[index] == .ready {
            skip(index, because: "the launch was cancelled", at: now, effects: &effects)
        }
        completeWaits(&effects)
        signalWake(&effects)
        return effects
    }

    /// Parks the root task until the next wake-up; returns `false` when it should not sleep.
    mutating func sleepUntilWoken(_ continuation: CheckedContinuation<Void, Never>) -> Bool {
        guard case .idle = wake, !Task.isCancelled else {
            wake = .idle
            return false
        }
        wake = .sleeping(continuation)
        return true
    }

    /// Takes the sleeping root task's continuation, so a cancellation can resume it.
    mutating func takeSleeper() -> CheckedContinuation<Void, Never>? {
        guard case .sleeping(let continuation) = wake else { return nil }
        wake = .idle
        return continuation
    }

    /// Registers a waiter for the end of `phase`; returns `false` when the phase is already over.
    mutating func waitForPhase(_ phase: LaunchPhase, _ continuation: CheckedContinuation<Void, Never>) -> Bool {
        let index = LaunchPhase.allCases.firstIndex(of: phase)!
        guard phaseStarts[index] == nil || unfinishedInPhase[index] > 0 else { return false }
        phaseWaiters[index].append(continuation)
        return true
    }

    /// Registers a waiter for the report; returns the report instead when the launch is over.
    mutating func waitForReport(_ continuation: CheckedContinuation<LaunchReport, Never>) -> LaunchReport? {
        if let report { return report }
        reportWaiters.append(continuation)
        return nil
    }

    private func phaseIndex(of task: Int) -> Int {
        phaseOfTask[task]
    }

    private mutating func enqueue(_ index: Int) {
        let descriptor = graph.descriptors[index]
        status[index] = .ready
        switch (descriptor.executor, descriptor.phase.isSynchronous) {
        case (.mainActor, true): inlineQueue.insert(index, priority: descriptor.priority)
        case (.mainActor, false): mainQueue.insert(index, priority: descriptor.priority)
        case (.background, _): backgroundQueue.insert(index, priority: descriptor.priority)
        }
    }

    private mutating func complete(_ index: Int, with record: LaunchTaskRecord, effects: inout Effects) {
        status[index] = .done
        records[index] = record
        unfinished -= 1
        unfinishedInPhase[phaseIndex(of: index)] -= 1
        effects.finished.append(record)
    }

    /// Skips `index` and, transitively, every task waiting for it.
    private mutating func skip(_ index: Int, because reason: String, at now: Duration, effects: inout Effects) {
        var pending = [(index, reason)]
        while let (task, why) = pending.popLast() {
            guard status[task] == .waiting || status[task] == .ready else { continue }
            let descriptor = graph.descriptors[task]
            let record = LaunchTaskRecord(
                descriptor: descriptor, start: now, end: now, outcome: .skipped, error: why,
                lane: nil)
            complete(task, with: record, effects: &effects)
            for dependant in graph.dependantIndices[task].reversed() where status[dependant] == .waiting {
                pending.append((dependant, "dependency '\(descriptor.id)' was skipped"))
            }
        }
    }

    private mutating func completeWaits(_ effects: inout Effects) {
        for index in phaseWaiters.indices where phaseStarts[index] != nil && unfinishedInPhase[index] == 0 {
            effects.phaseWaiters += phaseWaiters[index]
            phaseWaiters[index] = []
        }
        guard isComplete, report == nil else { return }
        let report = makeReport()
        self.report = report
        effects.report = report
        effects.reportWaiters = reportWaiters
        reportWaiters = []
    }

    private mutating func signalWake(_ effects: inout Effects) {
        switch wake {
        case .sleeping(let continuation):
            wake = .idle
            effects.wake = continuation
        case .idle, .pending:
            wake = .pending
        }
    }

    private func makeReport() -> LaunchReport {
        let tasks = records.compactMap { $0 }
        let phases = LaunchPhase.allCases.indices.compactMap { index -> LaunchPhaseSpan? in
            guard let start = phaseStarts[index] else { return nil }
            let end = phaseMembers[index].compactMap { records[$0]?.end }.max() ?? start
            return LaunchPhaseSpan(phase: LaunchPhase.allCases[index], start: start, end: max(start, end))
        }
        return LaunchReport(tasks: tasks, phases: phases, budget: budget)
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

extension LaunchRunState.Effects {
    /// Resumes everyone the mutation released; call it after unlocking.
    func resumeWaiters() {
        wake?.resume()
        for waiter in phaseWaiters { waiter.resume() }
        if let report {
            for waiter in reportWaiters { waiter.resume(returning: report) }
        }
    }
}
