import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

/// `AlarmAppDelegate`'s Launch code, moved by `appservices migrate`.
final class AlarmAppLaunchService: DidFinishLaunchingService {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
        FixtureTrace.record("launch: alarms set")
        return true
    }
}
