import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

/// `AlarmAppDelegate`'s NotificationCenter code, moved by `appservices migrate`.
final class AlarmAppNotificationCenterService: NotificationPresentationService {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        FixtureTrace.record("alarm: present \(notification.request.identifier)")
        completionHandler([.banner, .sound])
    }
}
