import SwiftSyntax

extension SceneAdoption {
    /// A note for each window made without a scene in the app's other files (`--sources`).
    ///
    /// Each `UIWindow()` or `UIWindow(frame:)` there (an implicit `.init()` is rarely a window) is the app's window,
    /// made by another object (a coordinator), or an extra one (a privacy cover); neither shows once the app uses
    /// scenes. A file that does not parse is named once, with the other uses of `--sources`. Those doctor does not
    /// warn of, by the same rule (``ScenelessWindowRule``), are left out.
    func outsideWindowNotes() -> [MigrationPlan.Note] {
        (otherSources ?? []).enumerated().flatMap { index, source -> [MigrationPlan.Note] in
            let order = sources.count + 2 + index
            guard !ScenelessWindowRule.isTestCode(source.tree) else { return [] }
            var rule = ScenelessWindowRule()
            let windows = WindowCreationFinder.creations(in: source.tree).filter {
                $0.calledExpression.trimmedDescription == "UIWindow" && !rule.isSceneFallback($0)
            }
            return windows.map { call in
                let line = source.locations.location(for: call.positionAfterSkippingLeadingTrivia).line
                return MigrationPlan.Note(
                    position: "\(source.path):\(line)",
                    message: "`\(call.trimmedDescription)`: a window made without a scene, outside "
                        + "\(appDelegate.name), never shows once the app uses scenes: by hand: if it is the app's "
                        + "window, hand it to the main scene once made, \(SceneWindowAdvice.handToMainScene); if it "
                        + "covers the app (a privacy cover, a lock screen), make it with `UIWindow(windowScene:)` for "
                        + "the main scene, \(SceneWindowAdvice.mainScene) (\(SceneWindowAdvice.madeEarly))",
                    order: [order, line])
            }
        }
    }
}
