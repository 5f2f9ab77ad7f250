import AppServices
import Foundation
import UIKit
import UserNotifications

final class CrashReporting: DidFinishLaunchingService {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
}

final class PushTokens: DidFinishLaunchingService, DeviceTokenService, DeviceTokenFailureService {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    }
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
}

final class SelfRegistered: DidFinishLaunchingService, SelectiveService {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    func handles(_ callback: DelegateCallback) -> Bool { true }
}

/// A generic service class: one type descriptor for every specialization.
final class Cache<Value>: MemoryWarningService {
    private var values: [String: Value] = [:]
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { values.removeAll() }
}

/// A conditional conformance: only caches of values that can be written down save state when the app leaves.
extension Cache: DidEnterBackgroundService where Value: Codable {
    func applicationDidEnterBackground(_ application: UIApplication) {}
}

/// A service of one scene.
final class WindowCoordinator: SceneWillConnectService, SceneDidBecomeActiveService {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
}

/// A third-party object that still wants to be the notification center's delegate.
final class PushSDKDelegate: NSObject, UNUserNotificationCenterDelegate {}

/// An application delegate that has not been moved into services yet.
final class OldAppDelegate: NSObject, UIApplicationDelegate {
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}
