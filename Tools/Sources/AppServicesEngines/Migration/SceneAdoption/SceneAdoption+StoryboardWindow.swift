import AppServices
import SwiftSyntax

extension SceneAdoption {
    /// The main storyboard the first Info.plist given names (`UIMainStoryboardFile`), if any.
    var mainStoryboard: String? {
        request.infoPlists.lazy.compactMap { SceneManifestPlist.mainStoryboard(of: $0.text) }.first
    }

    /// `file:line` of a `window = …` at the top level of `willFinishLaunching` or `didFinishLaunching`, with no
    /// `return` before it but in closures: it replaces the storyboard's window at every launch and wins without scenes
    /// (UIKit shows what `window` holds after launch), so the scene configuration names no storyboard.
    var storyboardWindowReplacement: String? {
        let launches: Set<DelegateCallback> = [.willFinishLaunching, .didFinishLaunching]
        for member in appDelegate.members where member.callbacks.contains(where: { launches.contains($0.callback) }) {
            for statement in member.item.decl.as(FunctionDeclSyntax.self)?.body?.statements ?? [] {
                if statement.item.as(SequenceExprSyntax.self)?.assignsWindowProperty == true {
                    return sources[member.fileIndex].position(of: statement)
                }
                let returns = statement.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.return) }
                if returns.contains(where: { $0.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }) == nil }) {
                    break
                }
            }
        }
        return nil
    }

    /// A note for a storyboard app whose launch assigns `window` on some paths only, where it never shows with scenes.
    func partialStoryboardWindowNote() -> MigrationPlan.Note? {
        guard let storyboard = mainStoryboard, storyboardWindowReplacement == nil,
            let member = appDelegate.members.first(where: { WindowAssignmentFinder.assignsWindow(in: $0.item) })
        else { return nil }
        return note(
            member.position,
            "\(member.title) assigns `window` on some paths only, while the storyboard '\(storyboard)' makes the "
                + "scene's window: there its window never shows with scenes; by hand: set the root on the scene's "
                + "window (`window?.rootViewController`), or always assign it and drop UISceneStoryboardFile")
    }
}
