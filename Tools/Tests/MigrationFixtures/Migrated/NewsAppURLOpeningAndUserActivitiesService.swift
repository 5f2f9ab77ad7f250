import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `NewsAppDelegate`'s URLOpening, UserActivities code, moved by `appservices migrate`.
final class NewsAppURLOpeningAndUserActivitiesService: ApplicationService {
    /// Shows a story of the app's own links; `false` for any other link.
    private func show(_ url: URL) -> Bool {
        let opened = url.host == "news.example"
        FixtureTrace.record("story \(url.path): \(opened ? "shown" : "refused")")
        return opened
    }
}

@available(
    iOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead."
)
@available(
    tvOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead."
)
extension NewsAppURLOpeningAndUserActivitiesService: URLOpeningService {
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    {
        show(url)
    }
}

@available(iOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:continue:) from UISceneDelegate instead.")
@available(
    tvOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:continue:) from UISceneDelegate instead."
)
extension NewsAppURLOpeningAndUserActivitiesService: ContinueUserActivityService {
    func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        guard let url = userActivity.webpageURL else { return false }
        return show(url)
    }
}
