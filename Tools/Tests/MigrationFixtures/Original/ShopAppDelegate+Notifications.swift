import MigrationFixtureSupport

#if canImport(UIKit)
import UserNotifications
#else
import UIKitHeadless
#endif

// Notifications that arrive while the app is open, and the user's taps on them.
extension ShopAppDelegate: @preconcurrency UNUserNotificationCenterDelegate {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        FixtureTrace.record("notification: present \(notification.request.identifier)")
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        FixtureTrace.record("notification: opened \(response.notification.request.identifier)")
        completionHandler()
    }
}
