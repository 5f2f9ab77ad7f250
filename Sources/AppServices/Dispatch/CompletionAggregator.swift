import Logging

/// Gives each service its own one-shot completion for one callback and calls the system's completion
/// exactly once: when every service has answered, or when the deadline passes, with the answers so far
/// merged.
///
/// A service that never answers is named when the deadline passes; one that answers twice, or after the
/// system's completion was called, is named and ignored. Nothing a service does can call the system's
/// completion a second time.
///
/// The deadline is watched by one task that sleeps on the host's clock; it is the only unstructured
/// task of a dispatch and is cancelled as soon as every service has answered.
@MainActor
final class CompletionAggregator<Value> {
    private enum Phase {
        case waiting(watchdog: Task<Void, Never>?)
        case finished(byDeadline: Bool)
    }

    private let selector: String
    private let participants: [Any]
    private let deadline: Duration
    private let merge: ([Value]) -> Value
    private let describe: (Value) -> String
    private let systemCompletion: (Value) -> Void
    private weak var host: ServiceHost?
    private let logger: Logger
    private var phase: Phase = .waiting(watchdog: nil)
    /// Each participant's answer, kept outside `phase` so recording one does not copy the others.
    private var answers: [Value?]
    private var remaining: Int

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
        self.participants = participants
        self.deadline = deadline
        self.merge = merge
        self.describe = describe
        self.systemCompletion = systemCompletion
        self.host = host
        self.logger = host.logger
        answers = Array(repeating: nil, count: participants.count)
        remaining = participants.count
    }

    /// Starts the deadline, or answers the system at once when no service takes part or all answered already.
    func start(clock: any Clock<Duration>) {
        guard case .waiting = phase else { return }
        if remaining == 0 {
            finish(byDeadline: false)
            return
        }
        let deadline = deadline
        phase = .waiting(
            watchdog: Task { [self] in
                do {
                    try await clock.sleep(for: deadline)
                } catch {
                    return
                }
                deadlinePassed()
            })
    }

    /// The one-shot completion for the participant at `index`.
    func completion(for index: Int) -> (Value) -> Void {
        { [self] value in answer(value, from: index) }
    }

    private func answer(_ value: Value, from index: Int) {
        switch phase {
        case .finished(byDeadline: true):
            let name = ServiceHost.name(of: participants[index])
            logger.warning(
                "\(name) answered \(selector) after the \(deadline) deadline; the answer \(describe(value)) was ignored",
                metadata: ["service": "\(name)", "callback": "\(selector)"])
        case .finished(byDeadline: false):
            reportRepeatedAnswer(from: index, value)
        case .waiting:
            guard answers[index] == nil else {
                reportRepeatedAnswer(from: index, value)
                return
            }
            answers[index] = value
            remaining -= 1
            if remaining == 0 { finish(byDeadline: false) }
        }
    }

    private func deadlinePassed() {
        guard case .waiting = phase else { return }
        for (index, answer) in answers.enumerated() where answer == nil {
            let name = ServiceHost.name(of: participants[index])
            logger.warning(
                "\(name) did not call its completion handler for \(selector) within \(deadline); answering the system without it",
                metadata: ["service": "\(name)", "callback": "\(selector)"])
        }
        finish(byDeadline: true)
    }

    private func finish(byDeadline: Bool) {
        guard case .waiting(let watchdog) = phase else { return }
        phase = .finished(byDeadline: byDeadline)
        watchdog?.cancel()
        let merged = merge(answers.compactMap { $0 })
        host?.record(selector, participants, merged: describe(merged))
        systemCompletion(merged)
    }

    private func reportRepeatedAnswer(from index: Int, _ value: Value) {
        let name = ServiceHost.name(of: participants[index])
        logger.warning(
            "\(name) called its completion handler for \(selector) more than once; the repeated answer \(describe(value)) was ignored",
            metadata: ["service": "\(name)", "callback": "\(selector)"])
    }
}

extension ServiceHost {
    /// Dispatches a completion-handler callback to `participants` and calls `systemCompletion` exactly once.
    ///
    /// - Parameters:
    ///   - selector: The callback's selector, for reports.
    ///   - participants: The services that handle it, in dispatch order.
    ///   - deadline: How long to wait for them.
    ///   - merge: Combines the answers given (in dispatch order); must accept an empty list.
    ///   - describe: Describes an answer for reports.
    ///   - systemCompletion: The system's completion handler.
    ///   - call: Calls one service with its own one-shot completion.
    func aggregate<Capability, Value>(
        _ selector: String,
        _ participants: [Capability],
        deadline: Duration,
        merge: @escaping ([Value]) -> Value,
        describe: @escaping (Value) -> String = { "\($0)" },
        systemCompletion: @escaping (Value) -> Void,
        call: (Capability, @escaping (Value) -> Void) -> Void
    ) {
        let aggregator = CompletionAggregator(
            selector: selector,
            participants: participants,
            deadline: deadline,
            host: self,
            merge: merge,
            describe: describe,
            systemCompletion: systemCompletion
        )
        for (index, participant) in participants.enumerated() {
            call(participant, aggregator.completion(for: index))
        }
        aggregator.start(clock: clock)
    }
}
