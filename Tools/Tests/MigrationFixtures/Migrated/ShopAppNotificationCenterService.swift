import AppServices
import MigrationFixtureSupport

#if canImport(UIKit)
import UserNotifications
#else
import UIKitHeadless
#endif

/// `ShopAppDelegate`'s NotificationCenter code, moved by `appservices migrate`.
final class ShopAppNotificationCenterService: NotificationPresentationService, NotificationResponseService {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        FixtureTrace.record("notification: present \(notification.request.identifier)")
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        FixtureTrace.record("notification: opened \(response.notification.request.identifier)")
        completionHandler()
    }
}
