#if canImport(UIKit)
public import Foundation
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that sets up and tears down per-scene state as scenes connect and disconnect.
///
/// Every adopter is called. Connecting runs in service order; disconnecting runs in reverse order, so a
/// service set up after another is torn down before it. The scene's connection options carry the URLs,
/// user activities, quick action, notification response and CloudKit share that caused the connection.
///
/// ```swift
/// final class WindowService: SceneConnectionService {
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///         // create the scene's window
///     }
///     func sceneDidDisconnect(_ scene: UIScene) {}
/// }
/// ```
public protocol SceneConnectionService: ApplicationService {
    /// Tells the service that a scene is being added to the app; see `UISceneDelegate`.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - session: The scene's session; it is not necessarily new.
    ///   - connectionOptions: Why the scene connects.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Tells the service that a scene was removed from the app; called in reverse service order.
    ///
    /// - Parameter scene: The scene; its session may reconnect later.
    func sceneDidDisconnect(_ scene: UIScene)
}

/// A service that follows a scene becoming active and resigning.
///
/// Every adopter is called: becoming active in service order, resigning in reverse order. In an app that
/// uses scenes UIKit does not call the application-level active callbacks; these replace them.
public protocol SceneActivationService: ApplicationService {
    /// Tells the service that a scene became active.
    ///
    /// - Parameter scene: The scene.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Tells the service that a scene is about to become inactive; called in reverse service order.
    ///
    /// - Parameter scene: The scene.
    func sceneWillResignActive(_ scene: UIScene)
}

/// A service that follows a scene moving between the foreground and the background.
///
/// Every adopter is called: entering the foreground in service order, entering the background in reverse
/// order. In an app that uses scenes UIKit does not call the application-level callbacks; these replace them.
public protocol SceneBackgroundTransitionService: ApplicationService {
    /// Tells the service that a scene is about to enter the foreground.
    ///
    /// - Parameter scene: The scene.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Tells the service that a scene entered the background; called in reverse service order.
    ///
    /// - Parameter scene: The scene.
    func sceneDidEnterBackground(_ scene: UIScene)
}

/// A service that opens URLs sent to a scene (deep links, custom schemes, documents).
///
/// UIKit's callback returns nothing, so there is no "handled" answer to stop at: every adopter receives
/// all the contexts, in service order, and each opens only the URLs it owns (filter on the scheme, host or
/// path). Apps without scenes receive URLs through ``URLOpeningService`` instead.
public protocol SceneURLOpeningService: ApplicationService {
    /// Asks the service to open the URLs it owns among `URLContexts`.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - URLContexts: The URLs with their options.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

/// A service that saves and restores a scene's state through a user activity.
///
/// ``stateRestorationActivity(for:)`` takes the first non-`nil` activity in service order; later services
/// are not asked, since a scene has one restoration activity. Restoring interaction state is told to every
/// adopter, in order.
public protocol SceneStateRestorationService: ApplicationService {
    /// Asks the service for the activity to restore the scene's state from when it reconnects.
    ///
    /// - Parameter scene: The scene.
    /// - Returns: The activity, or `nil` to let a later service answer.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Tells the service to restore the scene's interaction state, after connection and before activation.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - stateRestorationActivity: The activity saved earlier.
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

/// A service that continues user activities (Handoff, Spotlight, universal links) in a scene.
///
/// UIKit's callbacks return nothing: every adopter is told, in service order, and each acts only on the
/// activity types it owns (filter on `activityType`).
public protocol SceneUserActivityService: ApplicationService {
    /// Tells the service that an activity of a type is about to be continued.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivityType: The activity's type.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// Asks the service to continue an activity, if it owns its type.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivity: The activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// Tells the service that an activity could not be continued.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivityType: The activity's type.
    ///   - error: Why.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
}

/// A service that keeps the scene's current user activity up to date.
///
/// Every adopter is told, in service order.
public protocol SceneUserActivityUpdateService: ApplicationService {
    /// Tells the service that a user activity of the scene was updated.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivity: The activity.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}
