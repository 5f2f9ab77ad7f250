extension SwiftSources {
    /// A window made without a scene, `UIWindow()` or `UIWindow(frame:)`, or a call of that shape of another type,
    /// which is a window when the type is the app's own `UIWindow` subclass: with scenes it never shows unless it
    /// moves into one.
    struct ScenelessWindow {
        /// The class made: `UIWindow`, or the type called, which doctor checks against the app's inheritance.
        var windowClass: String
        /// The type the window is made in, if any.
        var enclosingType: String?
        /// Whether it is assigned to a `window` (`window = UIWindow(…)`, `let window = …`, or a constant its type
        /// then assigns to the `window` property: `let main = …`, `self.window = main`).
        var isAssignedToWindow: Bool
        var location: SourceLine
    }
}
