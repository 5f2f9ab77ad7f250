import AppServices
import UIKit

final class BreakingNewsPush {
    private var headlines: [String] = []
}

extension BreakingNewsPush: AppServices.AsyncRemoteNotificationService {
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
        -> UIBackgroundFetchResult
    {
        guard let headline = userInfo["headline"] as? String else { return .noData }
        headlines.append(headline)
        return .newData
    }
}
