import AppServices
import UIKit

/// The app's own refinement: every refresher fetches in the background.
protocol FeedRefreshing: BackgroundFetchService {}

final class FeedRefresher: FeedRefreshing {
    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        completionHandler(.noData)
    }
}
