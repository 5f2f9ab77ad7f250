import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

/// The alarm app's delegate before the migration: launch makes it the notification center's delegate through a
/// local holding the center, as real delegates do, and an alarm that rings while the app is open is shown.
final class AlarmAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
        FixtureTrace.record("launch: alarms set")
        return true
    }
}

// Alarms that ring while the app is open.
extension AlarmAppDelegate: @preconcurrency UNUserNotificationCenterDelegate {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        FixtureTrace.record("alarm: present \(notification.request.identifier)")
        completionHandler([.banner, .sound])
    }
}
