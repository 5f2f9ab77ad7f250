import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

/// The shop app's delegate before the migration: every feature added its code here.
class ShopAppDelegate: ServicesAppDelegate {
    /// Shows the screen of a shop link; `false` for links to other hosts.
    private func route(_ url: URL) -> Bool {
        FixtureTrace.record("link: \(url.path)")
        return url.host == "shop.example"
    }

    // MARK: - Support

    /// Shows a notification the support chat received again, and opens it, as if the user had tapped it.
    func replaySupportNotification(_ response: UNNotificationResponse) {
        let center = UNUserNotificationCenter.current()
        self.host.userNotificationCenter(center, willPresent: response.notification) { _ in }
        host.userNotificationCenter(center, didReceive: response, withCompletionHandler: {})
    }

    override var services: [any ApplicationService] {
        [
            ShopAppLaunchService(),
            ShopAppApplicationLifecycleAndBackgroundWorkService(),
            ShopAppRemoteNotificationsService(),
            ShopAppNotificationCenterService(),
        ]
    }
}
