import AppServices

/// The app delegate's callbacks that UIKit does not call in an app that uses scenes, each with the scene
/// delegate callback that carries its event instead (TN3187; iOS 26 deprecates them all).
///
/// The library delivers these events to services that adopt the app-level capabilities in either life cycle, so
/// only an app delegate's own methods lose them.
enum SceneEraReplacement {
    /// The replacement of each app-delegate callback UIKit skips in a scene-based app.
    static let replacements: [DelegateCallback: DelegateCallback] = [
        .didBecomeActive: .sceneDidBecomeActive,
        .willResignActive: .sceneWillResignActive,
        .didEnterBackground: .sceneDidEnterBackground,
        .willEnterForeground: .sceneWillEnterForeground,
        .openURL: .sceneOpenURLContexts,
        .handleOpenURL: .sceneOpenURLContexts,
        .openURLFromSourceApplication: .sceneOpenURLContexts,
        .willContinueUserActivity: .sceneWillContinueUserActivity,
        .continueUserActivity: .sceneContinueUserActivity,
        .didFailToContinueUserActivity: .sceneDidFailToContinueUserActivity,
        .didUpdateUserActivity: .sceneDidUpdateUserActivity,
        .performShortcutAction: .windowScenePerformShortcutAction,
        .userDidAcceptCloudKitShare: .windowSceneUserDidAcceptCloudKitShare,
    ]

    /// The callbacks whose event a cold launch delivers in the connection options of
    /// `scene(_:willConnectTo:options:)` rather than through the replacement.
    static let arrivingAtColdLaunch: Set<DelegateCallback> = [
        .openURL, .handleOpenURL, .openURLFromSourceApplication, .continueUserActivity, .performShortcutAction,
        .userDidAcceptCloudKitShare,
    ]
}
