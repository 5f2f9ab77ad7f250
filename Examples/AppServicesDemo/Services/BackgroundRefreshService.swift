import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Refreshes the feed in the background; on a silent push its download is slow and answers late.
final class BackgroundRefreshService: BackgroundFetchService, RemoteNotificationService {
    let downloadTime: Duration

    init(downloadTime: Duration) {
        self.downloadTime = downloadTime
    }

    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        Demo.say("background-refresh", "feed refreshed: 12 new stories")
        completionHandler(.newData)
    }

    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        Demo.say("background-refresh", "downloading the feed (takes \(downloadTime))")
        Task {
            try? await Task.sleep(for: downloadTime)
            completionHandler(.newData)
        }
    }
}
