/// How the host turns the answers of several services into the one answer UIKit gets.
enum MergeRule {
    /// Every adopter is told, in dispatch order or, for teardown, reversed.
    case broadcast(reversed: Bool)
    /// Every adopter is asked; `false` if any says `false`; with none, UIKit's answer for an absent method.
    case allMustAllow(withNone: Bool)
    /// Every adopter is asked; `true` if any says `true`.
    case anyHandled
    /// Adopters are asked in order; the first non-nil answer wins and later ones are not asked. Where UIKit's answer
    /// is not optional, `neutral` (a Swift expression: UIKit's answer when the method is absent) stands for `nil`:
    /// the first other answer wins, and it is the answer with none.
    case firstNonNil(describe: String, neutral: String? = nil)
    /// Each adopter gets its own one-shot completion; the system's is called once, when all answered or at
    /// the deadline, with the merged answers.
    case aggregate(Aggregation)
    /// Written by hand: the host method calls the named function with the callback's arguments.
    case custom(function: String, rule: String)

    /// The sentence the "Merge rules" article gives it.
    var article: String {
        switch self {
        case .broadcast(let reversed): reversed ? "Every adopter, reverse order." : "Every adopter, in order."
        case .allMustAllow(let withNone):
            "Every adopter is asked, in order; `false` if any says `false`; `\(withNone)` with none "
                + "(UIKit's answer when the method is absent)."
        case .anyHandled: "Every adopter is asked, in order; `true` if any says `true`; `false` with none."
        case .firstNonNil(_, let neutral?):
            "Adopters in order; the first answer other than `\(neutral)` (no opinion) wins and later ones are not "
                + "asked; `\(neutral)` with none (UIKit's answer when the method is absent)."
        case .firstNonNil: "Adopters in order; the first non-nil answer wins and later ones are not asked; `nil` with none."
        case .aggregate(let aggregation): aggregation.article
        case .custom(_, let rule): rule
        }
    }
}

/// The parameters of a completion-handler rule.
struct Aggregation {
    /// The `DispatchDeadlines` member that bounds the wait.
    var deadline: String
    /// How many seconds that deadline is by default, for the article.
    var seconds: Int
    /// A Swift expression of type `([Value]) -> Value`.
    var merge: String
    /// How the article says the merge.
    var mergeText: String
    /// A Swift expression of type `(Value) -> String`, or `nil` for string interpolation.
    var describe: String?
    /// Whether only the first adopter takes part (answers that cannot be merged).
    var firstOnly = false

    var article: String {
        let who = firstOnly ? "The first adopter only, with its own completion" : "Completion per service"
        return "\(who); the system's is called once, \(mergeText), when all answered or at \(seconds) s."
    }
}
