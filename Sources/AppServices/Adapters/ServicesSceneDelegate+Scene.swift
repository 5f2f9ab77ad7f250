#if canImport(UIKit)
public import Foundation
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesSceneDelegate {
    /// Forwards to ``ServiceHost/scene(_:willConnectTo:options:)``.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        host?.scene(scene, willConnectTo: session, options: connectionOptions)
    }

    /// Forwards to ``ServiceHost/sceneDidDisconnect(_:)``.
    public func sceneDidDisconnect(_ scene: UIScene) {
        host?.sceneDidDisconnect(scene)
    }

    /// Forwards to ``ServiceHost/sceneDidBecomeActive(_:)``.
    public func sceneDidBecomeActive(_ scene: UIScene) {
        host?.sceneDidBecomeActive(scene)
    }

    /// Forwards to ``ServiceHost/sceneWillResignActive(_:)``.
    public func sceneWillResignActive(_ scene: UIScene) {
        host?.sceneWillResignActive(scene)
    }

    /// Forwards to ``ServiceHost/sceneWillEnterForeground(_:)``.
    public func sceneWillEnterForeground(_ scene: UIScene) {
        host?.sceneWillEnterForeground(scene)
    }

    /// Forwards to ``ServiceHost/sceneDidEnterBackground(_:)``.
    public func sceneDidEnterBackground(_ scene: UIScene) {
        host?.sceneDidEnterBackground(scene)
    }

    /// Forwards to ``ServiceHost/scene(_:openURLContexts:)``.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        host?.scene(scene, openURLContexts: URLContexts)
    }

    /// Forwards to ``ServiceHost/stateRestorationActivity(for:)``.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        host?.stateRestorationActivity(for: scene)
    }

    /// Forwards to ``ServiceHost/scene(_:restoreInteractionStateWith:)``.
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        host?.scene(scene, restoreInteractionStateWith: stateRestorationActivity)
    }

    /// Forwards to ``ServiceHost/scene(_:willContinueUserActivityWithType:)``.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        host?.scene(scene, willContinueUserActivityWithType: userActivityType)
    }

    /// Forwards to ``ServiceHost/scene(_:continue:)``.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        host?.scene(scene, continue: userActivity)
    }

    /// Forwards to ``ServiceHost/scene(_:didFailToContinueUserActivityWithType:error:)``.
    public func scene(
        _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
    ) {
        host?.scene(scene, didFailToContinueUserActivityWithType: userActivityType, error: error)
    }

    /// Forwards to ``ServiceHost/scene(_:didUpdate:)``.
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
        host?.scene(scene, didUpdate: userActivity)
    }
}
