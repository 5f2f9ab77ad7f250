import AppServices
import SwiftSyntax

extension SceneAdoption {
    /// The main storyboard the first Info.plist given names (`UIMainStoryboardFile`), if any.
    var mainStoryboard: String? {
        request.infoPlists.lazy.compactMap { SceneManifestPlist.mainStoryboard(of: $0.text) }.first
    }

    /// `file:line` of a `window = …` at the top level of `willFinishLaunching` or `didFinishLaunching`: it replaces
    /// the storyboard's window at every launch and wins without scenes (UIKit shows what `window` holds after
    /// launch), so the scene configuration names no storyboard, whose window would win with scenes.
    var storyboardWindowReplacement: String? {
        let launches: Set<DelegateCallback> = [.willFinishLaunching, .didFinishLaunching]
        for member in appDelegate.members where member.callbacks.contains(where: { launches.contains($0.callback) }) {
            let statements = member.item.decl.as(FunctionDeclSyntax.self)?.body?.statements ?? []
            let replacement = statements.first { $0.item.as(SequenceExprSyntax.self)?.assignsWindowProperty == true }
            if let replacement { return sources[member.fileIndex].position(of: replacement) }
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
