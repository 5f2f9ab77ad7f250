public import Foundation

/// The replica of `UISceneDelegate` (iOS 13.0): the life-cycle callbacks of one scene.
///
/// Declared in `UIScene.h`; like the application delegate, every requirement has a default in
/// `UISceneDelegate+Defaults.swift` standing in for `optional`.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Tells the delegate that a scene is being added to the app.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Tells the delegate that a scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Tells the delegate that a scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Tells the delegate that a scene is about to become inactive.
    func sceneWillResignActive(_ scene: UIScene)
    /// Tells the delegate that a scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Tells the delegate that a scene entered the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Asks the delegate to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// Asks the delegate for the activity to restore the scene's state from later.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Tells the delegate to restore the scene's interaction state (first in the iOS 15.0 SDK).
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
    /// Tells the delegate that a user activity of a type is about to be continued.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// Asks the delegate to continue a user activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// Tells the delegate that a user activity could not be continued.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// Tells the delegate that a user activity was updated.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}
