import AppServices
import UIKit

final class PushService: AsyncRemoteNotificationService, RemoteNotificationRegistrationService {
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
        -> UIBackgroundFetchResult
    {
        userInfo["content-available"] == nil ? .noData : .newData
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        print("token", deviceToken.count)
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        print("no push:", error)
    }
}
