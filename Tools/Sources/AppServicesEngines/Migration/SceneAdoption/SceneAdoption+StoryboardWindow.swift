import AppServices
import SwiftSyntax

extension SceneAdoption {
    /// The main storyboard the first Info.plist given names (`UIMainStoryboardFile`), if any.
    var mainStoryboard: String? {
        request.infoPlists.lazy.compactMap { SceneManifestPlist.mainStoryboard(of: $0.text) }.first
    }

    /// `file:line` of the `window = …` statement at the top level of the app delegate's `willFinishLaunching` or
    /// `didFinishLaunching`, which replaces the main storyboard's window at every launch; `nil` when there is none.
    ///
    /// On the app delegate's life cycle that window wins: UIKit assigns the storyboard's window before the launch
    /// callbacks and makes whatever `window` holds after them key and visible (`UIApplicationDelegate.window`).
    /// With a storyboard in the scene configuration the scene's storyboard window would win, so the manifest then
    /// names none and the scene delegate adopts the code's window.
    var storyboardWindowReplacement: String? {
        let launches: Set<DelegateCallback> = [.willFinishLaunching, .didFinishLaunching]
        for member in appDelegate.members where member.callbacks.contains(where: { launches.contains($0.callback) }) {
            let statements = member.item.decl.as(FunctionDeclSyntax.self)?.body?.statements ?? []
            let replacement = statements.first { $0.item.as(SequenceExprSyntax.self)?.assignsWindowProperty == true }
            if let replacement { return sources[member.fileIndex].position(of: replacement) }
        }
        return nil
    }

    /// A note for a storyboard app whose launch code assigns `window` only on some paths: the scene's storyboard
    /// window stays the scene's, so on those paths the code's window never shows.
    func partialStoryboardWindowNote() -> MigrationPlan.Note? {
        guard let storyboard = mainStoryboard, storyboardWindowReplacement == nil,
            let member = appDelegate.members.first(where: { WindowAssignmentFinder.assignsWindow(in: $0.item) })
        else { return nil }
        return note(
            member.position,
            "\(member.title) assigns `window` on some paths only, while the storyboard '\(storyboard)' makes the "
                + "scene's window (UISceneStoryboardFile): on those paths the window it assigns never shows once the "
                + "app uses scenes; by hand: set the root on the scene's window there (`window?.rootViewController = "
                + "…`), or assign `window` on every launch path and remove UISceneStoryboardFile")
    }
}
