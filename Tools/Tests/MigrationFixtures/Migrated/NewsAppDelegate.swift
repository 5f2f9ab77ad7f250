import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The news app's delegate before the migration: an app still on the app delegate's life cycle, with its
/// window, links, quick actions, Handoff and silent pushes, which `appservices migrate --adopt-scenes` moves to
/// scenes.
final class NewsAppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] {
        [
            NewsAppLaunchService(),
            NewsAppApplicationLifecycleAndRemoteNotificationsService(),
            NewsAppURLOpeningAndUserActivitiesService(),
            NewsAppQuickActionsService(),
        ]
    }
}
