import Logging

/// Gives each service its own one-shot completion for one callback and calls the system's completion exactly once: when
/// every service has answered, or when the deadline passes, with the answers so far merged.
///
/// A service that never answers is named when the deadline passes; one that answers twice, or late, is named and
/// ignored. A service may call its completion from any thread, concurrently: a `CompletionTally` decides under a lock
/// whether the answer counts; the rest runs on the main actor, at once when the deciding call comes on it, otherwise on
/// its next turn. Once the system's completion has been called, the aggregator lets go of the services, the merge and
/// that completion, so a service that keeps its completion keeps only this small object alive. The deadline's task, the
/// only unstructured task of a dispatch, is cancelled as soon as every service has answered.
@MainActor
final class CompletionAggregator<Value> {
    /// What the dispatch holds until the system's completion has been called.
    private struct Pending {
        var participants: [Any]
        var merge: ([Value]) -> Value
        var systemCompletion: (Value) -> Void
    }

    /// Work a call from any thread leaves to the main actor.
    private enum Step: Sendable {
        case finishAnswered
        case reportIgnored
    }

    private let selector: String
    private let serviceTypes: [any Any.Type]
    private let deadline: Duration
    private let describe: (Value) -> String
    private weak var host: ServiceHost?
    private let logger: Logger
    private let tally: CompletionTally<Value>
    private var pending: Pending?
    private var watchdog: Task<Void, Never>?

    init(
        selector: String,
        participants: [Any],
        deadline: Duration,
        host: ServiceHost,
        merge: @escaping ([Value]) -> Value,
        describe: @escaping (Value) -> String,
        systemCompletion: @escaping (Value) -> Void
    ) {
        self.selector = selector
        serviceTypes = participants.map { type(of: $0) }
        self.deadline = deadline
        self.describe = describe
        self.host = host
        logger = host.logger
        tally = CompletionTally(count: participants.count)
        pending = Pending(participants: participants, merge: merge, systemCompletion: systemCompletion)
    }

    /// Starts the deadline, or answers the system at once when no service takes part.
    func start(clock: any Clock<Duration>) {
        guard pending != nil else { return }
        if serviceTypes.isEmpty {
            finish(with: [])
            return
        }
        let deadline = deadline
        watchdog = Task { [self] in
            guard (try? await clock.sleep(for: deadline)) != nil else { return }
            deadlinePassed()
        }
    }

    /// The one-shot completion for the participant at `index`, safe to call from any thread.
    nonisolated func completion(for index: Int) -> (Value) -> Void {
        { @Sendable [self] value in
            switch tally.record(value, from: index) {
            case .counted: break
            case .completed: perform(.finishAnswered)
            case .ignored: perform(.reportIgnored)
            }
        }
    }

    /// Performs `step` on the main actor: now when called on it, else on its next turn.
    private nonisolated func perform(_ step: Step) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { run(step) }
        } else {
            Task { @MainActor in run(step) }
        }
    }

    private func run(_ step: Step) {
        switch step {
        case .finishAnswered: finish(with: tally.takeAnswers())
        case .reportIgnored: reportIgnored()
        }
    }

    private func deadlinePassed() {
        guard let expired = tally.expire() else { return }
        for index in expired.silent {
            let name = name(at: index)
            logger.warning(
                "\(name) did not call its completion handler for \(selector) within \(deadline); answering the system without it",
                metadata: ["service": "\(name)", "callback": "\(selector)"])
        }
        finish(with: expired.answers)
    }

    private func finish(with answers: [Value]) {
        guard let pending else { return }
        self.pending = nil
        watchdog?.cancel()
        watchdog = nil
        let merged = pending.merge(answers)
        host?.record(selector, pending.participants, merged: describe(merged))
        pending.systemCompletion(merged)
    }

    private func reportIgnored() {
        for ignored in tally.takeIgnored() {
            let name = name(at: ignored.index)
            let message: Logger.Message =
                ignored.isLate
                ? "\(name) answered \(selector) after the \(deadline) deadline; the answer \(describe(ignored.value)) was ignored"
                : "\(name) called its completion handler for \(selector) more than once; the repeated answer \(describe(ignored.value)) was ignored"
            logger.warning(message, metadata: ["service": "\(name)", "callback": "\(selector)"])
        }
    }

    /// The report name of the participant at `index`, as ``ServiceHost/name(of:)`` gives it.
    private func name(at index: Int) -> String {
        typeName(serviceTypes[index])
    }
}
