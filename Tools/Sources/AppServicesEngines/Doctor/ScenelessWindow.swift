extension SwiftSources {
    /// A window made without a scene, `UIWindow()` or `UIWindow(frame:)`: with scenes it never shows unless it
    /// moves into one.
    struct ScenelessWindow {
        /// The type the window is made in, if any.
        var enclosingType: String?
        /// Whether it is assigned to a `window` (`window = UIWindow(…)`, `let window = …`).
        var isAssignedToWindow: Bool
        /// Its line.
        var location: SourceLine
    }
}
