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
    override var services: [any ApplicationService] {
        [
            ShopAppLaunchService(),
            ShopAppApplicationLifecycleAndBackgroundWorkService(),
            ShopAppURLOpeningAndUserActivitiesService(),
            ShopAppRemoteNotificationsService(),
            ShopAppNotificationCenterService(),
        ]
    }
}
