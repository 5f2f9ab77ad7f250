/// What `migrate --adopt-scenes` and `doctor` tell an app to write for a window made without a scene, in one
/// place.
enum SceneWindowAdvice {
    /// The line that hands a window made by another object to the app's main scene, through the app delegate's
    /// `window`.
    static let handToMainScene = "`(UIApplication.shared.delegate as? ServicesAppDelegate)?.window = window`"
    /// The scene to make another window for, with `UIWindow(windowScene:)`.
    static let mainScene = "`(UIApplication.shared.delegate as? ServicesAppDelegate)?.mainScene`"
}
