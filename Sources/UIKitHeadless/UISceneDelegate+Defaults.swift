import Foundation

// The defaults that stand in for `@objc optional` off Apple platforms (see UIApplicationDelegate+Defaults).
extension UISceneDelegate {
    /// The default: does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
    }

    /// The default: does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {
    }

    /// The default: does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {
    }

    /// The default: does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {
    }

    /// The default: does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {
    }

    /// The default: does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {
    }

    /// The default: does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    }

    /// The default: `return nil`.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        return nil
    }

    /// The default: does nothing.
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
    }

    /// The default: does nothing.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
    }

    /// The default: does nothing.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    }

    /// The default: does nothing.
    public func scene(
        _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
    ) {
    }

    /// The default: does nothing.
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
    }
}
