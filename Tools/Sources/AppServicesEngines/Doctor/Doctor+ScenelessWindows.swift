extension Doctor {
    /// The windows made without a scene (`UIWindow()`, `UIWindow(frame:)`, or of the app's own subclasses) in an app
    /// that uses scenes, or must: each is a warning, since a window shows only in a scene, except the window assigned
    /// to the app delegate's `window` (or a contextual service's), which `ServicesAppDelegate` moves into the main
    /// scene, the fallback of a choice with a window for a scene (`if let scene … else`), and windows in test code.
    var scenelessWindowFindings: [Finding] {
        let delegates = Set(appDelegateTypes)
        guard usesScenes || !delegates.isEmpty else { return [] }
        return sources.scenelessWindows.filter { window in
            isWindowClass(window.windowClass)
                && !(window.isAssignedToWindow
                    && window.enclosingType.map { delegates.contains($0) || isContextualService($0) } == true)
        }.map { window in
            let place = window.enclosingType.map { " in \($0)" } ?? ""
            return Finding(
                .warning, "windowWithoutScene", at: window.location, type: window.enclosingType,
                identifiers: [window.windowClass],
                "a window made without a scene\(place) never shows once the app uses scenes (as it must when built "
                    + "with the iOS 27 SDK): make it with UIWindow(windowScene:) for the app's main scene, "
                    + "\(SceneWindowAdvice.mainScene) (\(SceneWindowAdvice.madeEarly)), or, if it is the app's "
                    + "window, hand it to the main scene: \(SceneWindowAdvice.handToMainScene)")
        }
    }

    /// Whether `type` adopts `ContextualService`, whose ``ServiceContext`` gives the app delegate's window.
    private func isContextualService(_ type: String) -> Bool {
        ServiceTypes.libraryNames(reachedFrom: type, in: sources.inheritance).contains("ContextualService")
    }

    /// Whether `name` is `UIWindow` or one of the app's classes that inherit from it.
    private func isWindowClass(_ name: String) -> Bool {
        name == "UIWindow"
            || (sources.declaredNames.contains(name)
                && ServiceTypes.libraryNames(reachedFrom: name, in: sources.inheritance).contains("UIWindow"))
    }
}
