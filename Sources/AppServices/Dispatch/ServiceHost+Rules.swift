#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// The standard merge rules the generated dispatch methods apply; completion handlers have theirs in
// CompletionAggregator.swift.
extension ServiceHost {
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

    /// Asks participants in order until one gives a non-nil answer, which is the result.
    func firstAnswer<Capability, Answer>(
        _ callback: DelegateCallback,
        _ capability: Capability.Type,
        in scene: UIScene? = nil,
        describe: (Answer) -> String,
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
        record(callback, asked, merged: "nil")
        return nil
    }
}
