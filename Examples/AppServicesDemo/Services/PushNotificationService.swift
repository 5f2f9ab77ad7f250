import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

/// Registers for pushes, syncs messages when one arrives, and shows banners in the foreground.
final class PushNotificationService: DidFinishLaunchingService, RemoteNotificationRegistrationService,
    AsyncRemoteNotificationService, AsyncNotificationPresentationService
{
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        Demo.say("push", "device token \(deviceToken.map { String(format: "%02x", $0) }.joined())")
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        Demo.say("push", "registration failed: \(error)")
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
        -> UIBackgroundFetchResult
    {
        Demo.say("push", "synced 3 new messages")
        return .newData
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    {
        Demo.say("push", "showing “\(notification.request.content.title)” as a banner")
        return [.banner, .sound]
    }
}
