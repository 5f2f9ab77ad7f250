#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// The standard merge rules the generated dispatch methods apply: broadcast, all-must-allow, any-handled, first-answer
// and, for completion handlers, aggregate (whose bookkeeping is CompletionAggregator.swift). The rules written for one
// concern are in CustomRules/; those that give an event one owner (a URL, a user activity) share first-true.
extension ServiceHost {
    /// Calls every service that adopted `capability`, in dispatch order or reversed for teardown callbacks,
    /// and records the dispatch.
    func broadcast<Capability>(
        _ callback: DelegateCallback,
        to capability: Capability.Type,
        reversed: Bool = false,
        in scene: UIScene? = nil,
        _ call: (Capability) -> Void
    ) {
        let services = participants(callback, capability, reversed: reversed, in: scene)
        for service in services { call(service) }
        record(callback.selector, services)
    }

    /// Calls every participant of a deprecated callback through the deprecation wall
    /// (``DelegateCallback/deprecatedCalls``), in dispatch order or reversed, and records the dispatch when one
    /// took part, returning their answers in call order; for code that is not deprecated, such as the scene bridge.
    @discardableResult
    func broadcastDeprecated<Answer>(
        _ callback: DelegateCallback,
        reversed: Bool = false,
        merged: ([Answer]) -> String? = { _ in nil },
        _ call: (any ApplicationService) -> Answer?
    ) -> [Answer] {
        let services = participants(inAnyOf: [callback])
        guard !services.isEmpty else { return [] }
        let answers = (reversed ? services.reversed() : services).compactMap(call)
        record(callback, reversed ? services.reversed() : services, merged: merged(answers))
        return answers
    }

    /// Asks every participant, in order; `false` if any says `false`, `withNone` if none takes part (UIKit's
    /// answer when the method is absent).
    func allMustAllow<Capability>(
        _ callback: DelegateCallback,
        _ capability: Capability.Type,
        withNone: Bool,
        in scene: UIScene? = nil,
        _ ask: (Capability) -> Bool
    ) -> Bool {
        let services = participants(callback, capability, in: scene)
        guard !services.isEmpty else {
            record(callback, services, merged: "\(withNone)")
            return withNone
        }
        var merged = true
        for service in services where !ask(service) { merged = false }
        record(callback, services, merged: "\(merged)")
        return merged
    }

    /// Asks every participant, in order; `true` if any says `true`.
    func anyHandled<Capability>(
        _ callback: DelegateCallback,
        _ capability: Capability.Type,
        in scene: UIScene? = nil,
        _ ask: (Capability) -> Bool
    ) -> Bool {
        let services = participants(callback, capability, in: scene)
        var merged = false
        for service in services where ask(service) { merged = true }
        record(callback, services, merged: "\(merged)")
        return merged
    }

    /// Asks participants in order until one gives a non-nil answer, which is the result; `nil`, recorded as
    /// `noAnswer`, when none does.
    func firstAnswer<Capability, Answer>(
        _ callback: DelegateCallback,
        _ capability: Capability.Type,
        in scene: UIScene? = nil,
        describe: (Answer) -> String,
        noAnswer: String = "nil",
        _ ask: (Capability) -> Answer?
    ) -> Answer? {
        var asked: [Capability] = []
        for service in participants(callback, capability, in: scene) {
            asked.append(service)
            if let answer = ask(service) {
                record(callback, asked, merged: describe(answer))
                return answer
            }
        }
        record(callback, asked, merged: noAnswer)
        return nil
    }

    /// Asks participants in order until one gives an answer other than `neutral` (UIKit's answer when the
    /// delegate lacks the method, no opinion), which is the result; `neutral` when none does.
    func firstAnswer<Capability, Answer: Equatable>(
        _ callback: DelegateCallback,
        _ capability: Capability.Type,
        in scene: UIScene? = nil,
        neutral: Answer,
        describe: (Answer) -> String,
        _ ask: (Capability) -> Answer
    ) -> Answer {
        let answer = firstAnswer(callback, capability, in: scene, describe: describe, noAnswer: describe(neutral)) {
            service -> Answer? in
            let answer = ask(service)
            return answer == neutral ? nil : answer
        }
        return answer ?? neutral
    }

    /// Asks `candidates` in order until one answers `true`, which ends the chain and owns the event.
    ///
    /// Later candidates are not asked: a URL or a user activity has one owner. `ask` answers `nil` for a
    /// candidate that does not take part, which is then left out of the record.
    func firstTrue<Candidate>(
        _ callback: DelegateCallback,
        among candidates: [Candidate],
        _ ask: (Candidate) -> Bool?
    ) -> Bool {
        var asked: [Candidate] = []
        for candidate in candidates {
            guard let answer = ask(candidate) else { continue }
            asked.append(candidate)
            if answer {
                record(callback, asked, merged: "true")
                return true
            }
        }
        record(callback, asked, merged: "false")
        return false
    }

    /// Dispatches a completion-handler callback to `participants` and calls `systemCompletion` exactly once.
    ///
    /// It waits `deadline` unless a ``CompletionDeadlineService`` among them asks for longer; `merge` combines
    /// the answers given, in dispatch order, and must accept an empty list.
    func aggregate<Capability, Value>(
        _ selector: String,
        _ participants: [Capability],
        deadline: Duration,
        merge: @escaping ([Value]) -> Value,
        describe: @escaping (Value) -> String = { "\($0)" },
        systemCompletion: @escaping (Value) -> Void,
        call: (Capability, @escaping (Value) -> Void) -> Void
    ) {
        let declared = DelegateCallback(rawValue: selector).map { callback in
            participants.compactMap { ($0 as? any CompletionDeadlineService)?.completionDeadline(for: callback) }
        }
        let aggregator = CompletionAggregator(
            selector: selector,
            participants: participants,
            deadline: ([deadline] + (declared ?? [])).max() ?? deadline,
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
