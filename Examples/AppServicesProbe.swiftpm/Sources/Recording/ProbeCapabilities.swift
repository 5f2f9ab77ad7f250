import AppServices
import AppServicesDeviceProbe
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The probe's one service: it adopts the capabilities whose callbacks the probe records, so that the
/// delegates answer YES when UIKit asks about them, and it records the notification center's delegate calls
/// (the one adapter the probe does not subclass).
final class ProbeCapabilities: WillFinishLaunchingService, DidFinishLaunchingService, SceneConfigurationService,
    SceneWillConnectService, SceneDidDisconnectService, SceneDidBecomeActiveService, SceneWillResignActiveService,
    SceneWillEnterForegroundService, SceneDidEnterBackgroundService, SceneURLOpeningService,
    SceneContinueUserActivityService, WindowSceneShortcutItemService, NotificationResponseService
{
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}

    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(true)
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        ProbeRecorder.shared.record(
            .notificationCenterDelegate, "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
            details: ["notificationResponse": response.actionIdentifier])
        completionHandler()
    }
}
