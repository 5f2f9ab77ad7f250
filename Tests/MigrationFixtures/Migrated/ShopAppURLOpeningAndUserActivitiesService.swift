import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

/// `ShopAppDelegate`'s URLOpening, UserActivities code, moved by `appservices migrate`.
final class ShopAppURLOpeningAndUserActivitiesService: URLOpeningService, ContinueUserActivityService {
    // MARK: - Deep links

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    {
        route(url)
    }

    func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        guard let url = userActivity.webpageURL else { return false }
        return route(url)
    }

    /// Shows the screen of a shop link; `false` for links to other hosts.
    private func route(_ url: URL) -> Bool {
        FixtureTrace.record("link: \(url.path)")
        return url.host == "shop.example"
    }
}
