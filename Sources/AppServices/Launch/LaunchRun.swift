import Logging

/// One launch in progress: the tasks, their shared state, and the root task's loop.
///
/// The main actor runs the synchronous phases' main-actor tasks inline; the root task owns one
/// task group in which every other task runs as a child, started as soon as it is ready and a
/// lane is free.
final class LaunchRun: Sendable {
    private enum ChildResult {
        case finished(index: Int, record: LaunchTaskRecord)
        case woken
    }

    let tasks: [LaunchTask]
    private let state: Locked<LaunchRunState>
    private let timeline: LaunchTimeline
    private let logger: Logger
    private let budget: Duration

    init(
        tasks: [LaunchTask], graph: LaunchGraph, timeline: LaunchTimeline, logger: Logger, budget: Duration, lanes: Int
    ) {
        self.tasks = tasks
        self.state = Locked(LaunchRunState(graph: graph, backgroundLanes: lanes, budget: budget))
        self.timeline = timeline
        self.logger = logger
        self.budget = budget
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

    /// Runs the ready main-actor tasks of the running synchronous phase, one after another.
    @MainActor
    func runInlineTasks() {
        while let index = state.withLock({ $0.takeInline() }) {
            let record = runInline(index)
            deliver(state.withLock { $0.finish(record, at: index, inline: true) })
        }
    }

    /// Skips every task that has not started.
    func cancel() {
        let now = timeline.now()
        deliver(state.withLock { $0.cancel(at: now) })
    }

    /// Suspends until every task of `phase` is done.
    func waitForPhase(_ phase: LaunchPhase) async {
        await withCheckedContinuation { continuation in
            if !state.withLock({ $0.waitForPhase(phase, continuation) }) { continuation.resume() }
        }
    }

    /// Suspends until every task is done, and returns the report.
    func waitForReport() async -> LaunchReport {
        await withCheckedContinuation { continuation in
            if let report = state.withLock({ $0.waitForReport(continuation) }) {
                continuation.resume(returning: report)
            }
        }
    }

    /// The root task's loop: starts ready tasks in one task group until every task is done.
    @concurrent
    func drive() async {
        await withTaskGroup(of: ChildResult.self) { group in
            var sleeping = false
            while true {
                let (starts, isComplete) = state.withLock { ($0.takeStartable(), $0.isComplete) }
                for start in starts {
                    group.addTask { await self.execute(start) }
                }
                if isComplete { break }
                if !sleeping && !Task.isCancelled {
                    sleeping = true
                    group.addTask {
                        await self.sleepUntilWoken()
                        return .woken
                    }
                }
                switch await group.next() {
                case .finished(let index, let record):
                    deliver(state.withLock { $0.finish(record, at: index, inline: false) })
                case .woken:
                    sleeping = false
                case nil:
                    return
                }
            }
            group.cancelAll()
        }
    }

    private func sleepUntilWoken() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if !state.withLock({ $0.sleepUntilWoken(continuation) }) { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.takeSleeper() }?.resume()
        }
    }

    @MainActor
    private func runInline(_ index: Int) -> LaunchTaskRecord {
        guard case .synchronousMainActor(let work) = tasks[index].work else {
            preconditionFailure("validation admits only synchronous work for inline tasks")
        }
        let descriptor = tasks[index].descriptor
        let signpost = LaunchSignpost.begin(descriptor.id)
        let start = timeline.now()
        let failure: (any Error)?
        do {
            try work()
            failure = nil
        } catch {
            failure = error
        }
        let end = timeline.now()
        let (outcome, message) = classify(failure, descriptor: descriptor, ran: end - start)
        signpost.end(outcome)
        return LaunchTaskRecord(
            descriptor: descriptor, start: start, end: end, outcome: outcome, error: message, lane: 0)
    }

    private func execute(_ start: LaunchRunState.Start) async -> ChildResult {
        let descriptor = tasks[start.index].descriptor
        let signpost = LaunchSignpost.begin(descriptor.id)
        let began = timeline.now()
        let (outcome, message): (LaunchTaskOutcome, String?)
        switch tasks[start.index].work {
        case .background(let work):
            (outcome, message) = await perform(descriptor, work)
        case .mainActor(let work):
            (outcome, message) = await perform(descriptor) { try await work() }
        case .synchronousMainActor(let work):
            let failure: (any Error)?
            do {
                try await MainActor.run { try work() }
                failure = nil
            } catch {
                failure = error
            }
            (outcome, message) = classify(failure, descriptor: descriptor, ran: timeline.now() - began)
        }
        let end = timeline.now()
        signpost.end(outcome)
        let record = LaunchTaskRecord(
            descriptor: descriptor, start: began, end: end, outcome: outcome, error: message, lane: start.lane)
        return .finished(index: start.index, record: record)
    }

    /// Runs asynchronous work, cancelling it when its timeout passes first.
    private func perform(
        _ descriptor: LaunchTaskDescriptor, _ work: @escaping @Sendable () async throws -> Void
    ) async -> (LaunchTaskOutcome, String?) {
        guard let timeout = descriptor.timeout else {
            do {
                try await work()
                return classify(nil, descriptor: descriptor, ran: .zero)
            } catch {
                return classify(error, descriptor: descriptor, ran: .zero)
            }
        }
        let (failure, timedOut) = await LaunchDeadlineRace.run(work, timeout: timeout, sleep: timeline.sleep)
        guard timedOut else { return classify(failure, descriptor: descriptor, ran: .zero) }
        let error = LaunchTaskError(code: .timedOut, task: descriptor.id, timeout: timeout, duration: timeout)
        return (.timedOut, error.description)
    }

    /// Turns how work ended into an outcome and an error text, and checks synchronous overruns.
    private func classify(
        _ failure: (any Error)?, descriptor: LaunchTaskDescriptor, ran duration: Duration
    ) -> (LaunchTaskOutcome, String?) {
        if let failure {
            return Task.isCancelled ? (.cancelled, "cancelled with the launch: \(failure)") : (.failed, "\(failure)")
        }
        if let timeout = descriptor.timeout, duration > timeout {
            let error = LaunchTaskError(code: .overran, task: descriptor.id, timeout: timeout, duration: duration)
            return (.timedOut, error.description)
        }
        return (.succeeded, nil)
    }

    /// Resumes the waiters a state change released and logs the tasks that finished.
    private func deliver(_ effects: LaunchRunState.Effects) {
        effects.resumeWaiters()
        for record in effects.finished {
            log(record)
        }
    }

    private func log(_ record: LaunchTaskRecord) {
        if record.duration > budget {
            let message =
                "launch task '\(record.id)' took \(record.duration.milliseconds) ms, over the launch budget of \(budget.milliseconds) ms"
            logger.warning("\(message)")
        }
        switch record.outcome {
        case .succeeded:
            break
        case .skipped:
            logger.info("launch task '\(record.id)' skipped: \(record.error ?? "")")
        default:
            let level: Logger.Level = record.failurePolicy == .required ? .error : .warning
            let message =
                "launch task '\(record.id)' (\(record.failurePolicy)) \(record.outcome): \(record.error ?? "")"
            logger.log(level: level, "\(message)")
        }
    }
}
