public import AppServices

// NSUserActivity is Foundation's where Objective-C exists, and UIKitHeadless's elsewhere.
#if canImport(ObjectiveC)
public import Foundation
#else
import Foundation
#endif

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// The UISceneDelegate callbacks.
extension RecordingService: SceneConnectionService, SceneActivationService, SceneBackgroundTransitionService {
    /// Records the call with what the connection carries (URLs, activities, quick action, notification).
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        record("scene:willConnectToSession:options:", Self.describe(connectionOptions))
    }

    /// Records the call.
    public func sceneDidDisconnect(_ scene: UIScene) {
        record("sceneDidDisconnect:")
    }

    /// Records the call.
    public func sceneDidBecomeActive(_ scene: UIScene) {
        record("sceneDidBecomeActive:")
    }

    /// Records the call.
    public func sceneWillResignActive(_ scene: UIScene) {
        record("sceneWillResignActive:")
    }

    /// Records the call.
    public func sceneWillEnterForeground(_ scene: UIScene) {
        record("sceneWillEnterForeground:")
    }

    /// Records the call.
    public func sceneDidEnterBackground(_ scene: UIScene) {
        record("sceneDidEnterBackground:")
    }

    static func describe(_ options: UIScene.ConnectionOptions) -> String {
        var parts = options.urlContexts.map(\.url.absoluteString).sorted()
        parts += options.userActivities.map { "activity \($0.activityType)" }.sorted()
        #if !os(tvOS)
        if let shortcut = options.shortcutItem { parts.append("shortcut \(shortcut.type)") }
        if let response = options.notificationResponse {
            parts.append("notification \(response.notification.request.identifier)")
        }
        #endif
        return parts.joined(separator: ", ")
    }
}

extension RecordingService: SceneURLOpeningService, SceneStateRestorationService {
    /// Records the call with the URLs.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        record("scene:openURLContexts:", URLContexts.map(\.url.absoluteString).sorted().joined(separator: ", "))
    }

    /// Records the call and answers ``Answers/stateRestorationActivity``.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        record("stateRestorationActivityForScene:")
        return answers.stateRestorationActivity
    }

    /// Records the call with the activity type.
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        record("scene:restoreInteractionStateWithUserActivity:", stateRestorationActivity.activityType)
    }
}

extension RecordingService: SceneUserActivityService, SceneUserActivityUpdateService {
    /// Records the call with the activity type.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        record("scene:willContinueUserActivityWithType:", userActivityType)
    }

    /// Records the call with the activity type.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        record("scene:continueUserActivity:", userActivity.activityType)
    }

    /// Records the call with the activity type and the error.
    public func scene(
        _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
    ) {
        record("scene:didFailToContinueUserActivityWithType:error:", "\(userActivityType), \(error)")
    }

    /// Records the call with the activity type.
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
        record("scene:didUpdateUserActivity:", userActivity.activityType)
    }
}
