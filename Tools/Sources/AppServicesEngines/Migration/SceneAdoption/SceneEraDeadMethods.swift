import AppServices
import SwiftSyntax

/// The app-delegate methods of an app that uses scenes which UIKit never calls (TN3187: activation, background, URL,
/// user-activity, quick-action and CloudKit-share events go to the scene delegate), and which `migrate` drops, naming
/// the scene callback: moved, the host would start running them; one the app calls itself is kept, as an `override`.
enum SceneEraDeadMethods {
    /// `delegates` without the app-delegate methods UIKit never calls, when one of them is a scene delegate or
    /// the app is `swiftUIApp`'s, and a note for each method left out or kept because `sources` (the inputs, then
    /// the app's other files) call it.
    static func removing(from delegates: [DelegateClass], sources: [ParsedSource], swiftUIApp: SwiftUIApp?)
        -> ([DelegateClass], [MigrationPlan.Note])
    {
        let scene = delegates.first(where: { $0.role == .scene })?.name
        guard let scenes = scene ?? swiftUIApp.map({ "SwiftUI's App, \($0.name)" }) else { return (delegates, []) }
        var notes: [MigrationPlan.Note] = []
        let kept = delegates.map { delegate -> DelegateClass in
            guard delegate.role == .application else { return delegate }
            var delegate = delegate
            let members = delegate.members
            delegate.members = members.compactMap { member -> DelegateMember? in
                let replacements = member.callbacks.map { SceneEraReplacement.replacements[$0.callback] }
                guard !replacements.isEmpty, !replacements.contains(nil) else { return member }
                let calls = callsByTheApp(of: member, in: sources)
                guard calls.isEmpty else {
                    let places = calls.map { call in
                        let caller = members.first { $0.fileIndex == call.fileIndex && $0.contains(call.node) }
                        let moves = caller.map { !$0.callbacks.isEmpty && $0.item.id != member.item.id } ?? false
                        return sources[call.fileIndex].position(of: call.node)
                            + (moves
                                ? " (it moves to a service with \(caller?.title ?? ""): call it there on the app "
                                    + "delegate, `(UIApplication.shared.delegate as? \(delegate.name))?`)" : "")
                    }
                    notes.append(
                        MigrationPlan.Note(
                            at: member,
                            "\(member.title): kept in \(delegate.name) as an override, not dropped: the app calls it "
                                + "itself (\(places.joined(separator: ", "))); UIKit never does once the app uses "
                                + "scenes (\(scenes)), so only those calls run it"))
                    return keptCallable(member)
                }
                let carriers = replacements.compactMap { $0?.swiftName }.joined(separator: ", ")
                let instead =
                    if let scene {
                        "as a service it would start to receive the scenes' events; \(scene)'s \(carriers) "
                            + "carries them"
                    } else {
                        "as a service it would never run; SwiftUI gives its event to the App's scenes (scenePhase, "
                            + "onOpenURL(perform:), onContinueUserActivity(_:perform:))"
                    }
                notes.append(
                    MigrationPlan.Note(
                        at: member,
                        "\(member.title): dropped, not moved: the app uses scenes (\(scenes)), so UIKit never "
                            + "calls it, and \(instead); its code stays in the input"))
                return nil
            }
            return delegate
        }
        return (kept, notes)
    }

    /// The app's calls of `member`'s methods in `sources` (``DelegateMethodCallFinder``), with their file's index.
    private static func callsByTheApp(of member: DelegateMember, in sources: [ParsedSource])
        -> [(fileIndex: Int, node: FunctionCallExprSyntax)]
    {
        let names = member.declaredNames.filter { $0.hasSuffix(")") }
        return sources.indices.flatMap { index in
            DelegateMethodCallFinder.calls(in: sources[index].tree, named: names).map { (index, $0.node) }
        }
    }

    /// `member` as the delegate keeps it: a plain member, its methods marked `override`, since
    /// `ServicesAppDelegate` implements them.
    private static func keptCallable(_ member: DelegateMember) -> DelegateMember {
        var kept = member
        kept.kind = .fixed
        kept.keptEdits = CapabilitySignature.functions(in: member.item.decl).filter { function in
            !function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        }.map { function in
            let offset = function.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            return TextEdit(start: offset, end: offset, replacement: "override ")
        }
        return kept
    }
}
