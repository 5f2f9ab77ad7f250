import AppServices
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
final class AlarmAppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] {
        [AlarmAppLaunchService(), AlarmAppNotificationCenterService()]
    }
}
