#if canImport(UIKit)
public import Foundation
public import UIKit
#else
public import UIKitHeadless
#endif

// Scene callbacks. All are broadcast to the adopters of their capability: in service order to set up
// (connect, become active, enter the foreground), in reverse order to tear down (disconnect, resign active,
// enter the background), so state set up later is torn down first. The one callback with an answer,
// `stateRestorationActivity(for:)`, takes the first non-nil activity and asks no further.
extension ServiceHost {
    /// Tells every ``SceneConnectionService`` that a scene is connecting, in order.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - session: Its session.
    ///   - connectionOptions: Why it connects.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        broadcast("scene:willConnectToSession:options:", to: (any SceneConnectionService).self) {
            $0.scene(scene, willConnectTo: session, options: connectionOptions)
        }
    }

    /// Tells every ``SceneConnectionService`` that a scene disconnected, in reverse order.
    ///
    /// - Parameter scene: The scene.
    public func sceneDidDisconnect(_ scene: UIScene) {
        broadcast("sceneDidDisconnect:", to: (any SceneConnectionService).self, reversed: true) {
            $0.sceneDidDisconnect(scene)
        }
    }

    /// Tells every ``SceneActivationService`` that a scene became active, in order.
    ///
    /// - Parameter scene: The scene.
    public func sceneDidBecomeActive(_ scene: UIScene) {
        broadcast("sceneDidBecomeActive:", to: (any SceneActivationService).self) { $0.sceneDidBecomeActive(scene) }
    }

    /// Tells every ``SceneActivationService`` that a scene is resigning active, in reverse order.
    ///
    /// - Parameter scene: The scene.
    public func sceneWillResignActive(_ scene: UIScene) {
        broadcast("sceneWillResignActive:", to: (any SceneActivationService).self, reversed: true) {
            $0.sceneWillResignActive(scene)
        }
    }

    /// Tells every ``SceneBackgroundTransitionService`` that a scene enters the foreground, in order.
    ///
    /// - Parameter scene: The scene.
    public func sceneWillEnterForeground(_ scene: UIScene) {
        broadcast("sceneWillEnterForeground:", to: (any SceneBackgroundTransitionService).self) {
            $0.sceneWillEnterForeground(scene)
        }
    }

    /// Tells every ``SceneBackgroundTransitionService`` that a scene entered the background, in reverse order.
    ///
    /// - Parameter scene: The scene.
    public func sceneDidEnterBackground(_ scene: UIScene) {
        broadcast("sceneDidEnterBackground:", to: (any SceneBackgroundTransitionService).self, reversed: true) {
            $0.sceneDidEnterBackground(scene)
        }
    }

    /// Gives every ``SceneURLOpeningService`` all the URL contexts, in order; each opens the URLs it owns.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - URLContexts: The URLs with their options.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        broadcast("scene:openURLContexts:", to: (any SceneURLOpeningService).self) {
            $0.scene(scene, openURLContexts: URLContexts)
        }
    }

    /// Asks the ``SceneStateRestorationService`` services in order for the scene's restoration activity and
    /// returns the first non-`nil` one; later services are not asked.
    ///
    /// - Parameter scene: The scene.
    /// - Returns: The first activity a service returned, or `nil` if none did.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        var asked: [any SceneStateRestorationService] = []
        for service in participants((any SceneStateRestorationService).self) {
            asked.append(service)
            if let activity = service.stateRestorationActivity(for: scene) {
                record(Self.stateRestorationActivity, asked, merged: activity.activityType)
                return activity
            }
        }
        record(Self.stateRestorationActivity, asked, merged: "nil")
        return nil
    }

    /// Tells every ``SceneStateRestorationService`` to restore the scene's interaction state, in order.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - stateRestorationActivity: The activity saved earlier.
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        broadcast("scene:restoreInteractionStateWithUserActivity:", to: (any SceneStateRestorationService).self) {
            $0.scene(scene, restoreInteractionStateWith: stateRestorationActivity)
        }
    }

    /// Tells every ``SceneUserActivityService`` that an activity is about to be continued, in order.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivityType: The activity's type.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        broadcast("scene:willContinueUserActivityWithType:", to: (any SceneUserActivityService).self) {
            $0.scene(scene, willContinueUserActivityWithType: userActivityType)
        }
    }

    /// Gives every ``SceneUserActivityService`` the activity to continue, in order.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivity: The activity.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        broadcast("scene:continueUserActivity:", to: (any SceneUserActivityService).self) {
            $0.scene(scene, continue: userActivity)
        }
    }

    /// Tells every ``SceneUserActivityService`` that an activity could not be continued, in order.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivityType: The activity's type.
    ///   - error: Why.
    public func scene(
        _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
    ) {
        broadcast("scene:didFailToContinueUserActivityWithType:error:", to: (any SceneUserActivityService).self) {
            $0.scene(scene, didFailToContinueUserActivityWithType: userActivityType, error: error)
        }
    }

    /// Tells every ``SceneUserActivityUpdateService`` that an activity was updated, in order.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivity: The activity.
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
        broadcast("scene:didUpdateUserActivity:", to: (any SceneUserActivityUpdateService).self) {
            $0.scene(scene, didUpdate: userActivity)
        }
    }

    nonisolated static let stateRestorationActivity = "stateRestorationActivityForScene:"
}

extension DelegateSelectorTable {
    static let sceneRows: [Row] = [
        row("scene:willConnectToSession:options:", .scene, (any SceneConnectionService).self),
        row("sceneDidDisconnect:", .scene, (any SceneConnectionService).self),
        row("sceneDidBecomeActive:", .scene, (any SceneActivationService).self),
        row("sceneWillResignActive:", .scene, (any SceneActivationService).self),
        row("sceneWillEnterForeground:", .scene, (any SceneBackgroundTransitionService).self),
        row("sceneDidEnterBackground:", .scene, (any SceneBackgroundTransitionService).self),
        row("scene:openURLContexts:", .scene, (any SceneURLOpeningService).self),
        row(ServiceHost.stateRestorationActivity, .scene, (any SceneStateRestorationService).self),
        row("scene:restoreInteractionStateWithUserActivity:", .scene, (any SceneStateRestorationService).self),
        row("scene:willContinueUserActivityWithType:", .scene, (any SceneUserActivityService).self),
        row("scene:continueUserActivity:", .scene, (any SceneUserActivityService).self),
        row("scene:didFailToContinueUserActivityWithType:error:", .scene, (any SceneUserActivityService).self),
        row("scene:didUpdateUserActivity:", .scene, (any SceneUserActivityUpdateService).self),
    ]

    /// The selectors of `UISceneDelegate` and `UIWindowSceneDelegate` callbacks.
    static let sceneSelectors: Set<String> = Set(
        rows.filter { $0.delegate == .scene || $0.delegate == .windowScene }.map(\.selector))
}
