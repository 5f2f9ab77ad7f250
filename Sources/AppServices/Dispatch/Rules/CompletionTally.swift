/// The answers of one completion-handler dispatch, recorded under a lock from whichever thread a service
/// calls its completion on.
///
/// The tally alone decides, at the moment of each call, whether an answer counts: the first answer of
/// each service counts while the dispatch waits; a second one, or any answer once every service has
/// answered, is a repeat; any answer after the deadline is late. Repeats and late answers are kept until
/// the main actor reports them. Answers are values a service hands over and no longer uses, so they
/// cross from the service's thread to the main actor here, unchecked, as they do in UIKit.
final class CompletionTally<Value>: Sendable {
    /// What a call of a service's completion did.
    enum Outcome {
        /// The answer counted; others are still awaited.
        case counted
        /// The answer counted and was the last one awaited: the answers are ready to merge.
        case completed
        /// The answer was ignored and kept to be reported.
        case ignored
    }

    /// An answer that was ignored, and why.
    struct Ignored {
        /// The position of the service that gave it.
        var index: Int
        /// The answer.
        var value: Value
        /// Whether it came after the deadline (else it was a repeat).
        var isLate: Bool
    }

    private enum Phase {
        case waiting(remaining: Int)
        case answered
        case expired
    }

    private struct State {
        var phase: Phase
        var answers: [Value?]
        var ignored: [Ignored] = []
    }

    private let state: Locked<State>

    /// Creates a tally awaiting one answer from each of `count` services.
    init(count: Int) {
        state = Locked(State(phase: .waiting(remaining: count), answers: Array(repeating: nil, count: count)))
    }

    /// Records `value` from the service at `index`; safe from any thread.
    func record(_ value: Value, from index: Int) -> Outcome {
        state.withLock { state in
            switch state.phase {
            case .waiting(let remaining) where state.answers[index] == nil:
                state.answers[index] = value
                state.phase = remaining == 1 ? .answered : .waiting(remaining: remaining - 1)
                return remaining == 1 ? .completed : .counted
            case .waiting, .answered:
                state.ignored.append(Ignored(index: index, value: value, isLate: false))
                return .ignored
            case .expired:
                state.ignored.append(Ignored(index: index, value: value, isLate: true))
                return .ignored
            }
        }
    }

    /// Ends the wait at the deadline, returning the answers so far (in dispatch order) and the positions of
    /// the services that gave none; `nil` when every service had answered before it.
    func expire() -> (answers: [Value], silent: [Int])? {
        state.withLock { state in
            guard case .waiting = state.phase else { return nil }
            state.phase = .expired
            let silent = state.answers.indices.filter { state.answers[$0] == nil }
            return (Self.take(&state.answers), silent)
        }
    }

    /// Takes the answers, in dispatch order, once ``record(_:from:)`` returned ``Outcome/completed``.
    func takeAnswers() -> [Value] {
        state.withLock { Self.take(&$0.answers) }
    }

    /// Takes the answers ignored since the last call, in the order they came.
    func takeIgnored() -> [Ignored] {
        state.withLock { state in
            defer { state.ignored = [] }
            return state.ignored
        }
    }

    /// The given answers, leaving none behind, so the tally keeps no service's values once merged.
    private static func take(_ answers: inout [Value?]) -> [Value] {
        defer { answers = [] }
        return answers.compactMap { $0 }
    }
}
