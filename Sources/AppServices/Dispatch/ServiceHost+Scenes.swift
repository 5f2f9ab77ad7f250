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
        let services = participants((any SceneConnectionService).self)
        for service in services { service.scene(scene, willConnectTo: session, options: connectionOptions) }
        record("scene:willConnectToSession:options:", services)
    }

    /// Tells every ``SceneConnectionService`` that a scene disconnected, in reverse order.
    ///
    /// - Parameter scene: The scene.
    public func sceneDidDisconnect(_ scene: UIScene) {
        let services = participants((any SceneConnectionService).self, reversed: true)
        for service in services { service.sceneDidDisconnect(scene) }
        record("sceneDidDisconnect:", services)
    }

    /// Tells every ``SceneActivationService`` that a scene became active, in order.
    ///
    /// - Parameter scene: The scene.
    public func sceneDidBecomeActive(_ scene: UIScene) {
        let services = participants((any SceneActivationService).self)
        for service in services { service.sceneDidBecomeActive(scene) }
        record("sceneDidBecomeActive:", services)
    }

    /// Tells every ``SceneActivationService`` that a scene is resigning active, in reverse order.
    ///
    /// - Parameter scene: The scene.
    public func sceneWillResignActive(_ scene: UIScene) {
        let services = participants((any SceneActivationService).self, reversed: true)
        for service in services { service.sceneWillResignActive(scene) }
        record("sceneWillResignActive:", services)
    }

    /// Tells every ``SceneBackgroundTransitionService`` that a scene enters the foreground, in order.
    ///
    /// - Parameter scene: The scene.
    public func sceneWillEnterForeground(_ scene: UIScene) {
        let services = participants((any SceneBackgroundTransitionService).self)
        for service in services { service.sceneWillEnterForeground(scene) }
        record("sceneWillEnterForeground:", services)
    }

    /// Tells every ``SceneBackgroundTransitionService`` that a scene entered the background, in reverse order.
    ///
    /// - Parameter scene: The scene.
    public func sceneDidEnterBackground(_ scene: UIScene) {
        let services = participants((any SceneBackgroundTransitionService).self, reversed: true)
        for service in services { service.sceneDidEnterBackground(scene) }
        record("sceneDidEnterBackground:", services)
    }

    /// Gives every ``SceneURLOpeningService`` all the URL contexts, in order; each opens the URLs it owns.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - URLContexts: The URLs with their options.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        let services = participants((any SceneURLOpeningService).self)
        for service in services { service.scene(scene, openURLContexts: URLContexts) }
        record("scene:openURLContexts:", services)
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
        let services = participants((any SceneStateRestorationService).self)
        for service in services { service.scene(scene, restoreInteractionStateWith: stateRestorationActivity) }
        record("scene:restoreInteractionStateWithUserActivity:", services)
    }

    /// Tells every ``SceneUserActivityService`` that an activity is about to be continued, in order.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivityType: The activity's type.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        let services = participants((any SceneUserActivityService).self)
        for service in services { service.scene(scene, willContinueUserActivityWithType: userActivityType) }
        record("scene:willContinueUserActivityWithType:", services)
    }

    /// Gives every ``SceneUserActivityService`` the activity to continue, in order.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivity: The activity.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        let services = participants((any SceneUserActivityService).self)
        for service in services { service.scene(scene, continue: userActivity) }
        record("scene:continueUserActivity:", services)
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
        let services = participants((any SceneUserActivityService).self)
        for service in services {
            service.scene(scene, didFailToContinueUserActivityWithType: userActivityType, error: error)
        }
        record("scene:didFailToContinueUserActivityWithType:error:", services)
    }

    /// Tells every ``SceneUserActivityUpdateService`` that an activity was updated, in order.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivity: The activity.
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
        let services = participants((any SceneUserActivityUpdateService).self)
        for service in services { service.scene(scene, didUpdate: userActivity) }
        record("scene:didUpdateUserActivity:", services)
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
