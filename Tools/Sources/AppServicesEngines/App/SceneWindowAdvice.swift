/// What `migrate --adopt-scenes` and `doctor` tell an app to write for a window made without a scene, in one place.
enum SceneWindowAdvice {
    /// The line that hands a window made by another object to the app's main scene, through the app delegate's
    /// `window`.
    static let handToMainScene = "`(UIApplication.shared.delegate as? ServicesAppDelegate)?.window = window`"
    /// The scene to make another window for, with `UIWindow(windowScene:)`.
    static let mainScene = "`(UIApplication.shared.delegate as? ServicesAppDelegate)?.mainScene`"
    /// What to do with a window made before the main scene connects (a stored property, a launch method).
    static let madeEarly =
        "a window made before the scene connects, as a stored property or at launch, takes the scene when it is "
        + "shown: set its `windowScene` to the main scene there, and show at the scene's connection what launch "
        + "showed"
}
