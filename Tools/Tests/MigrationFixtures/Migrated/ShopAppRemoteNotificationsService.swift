import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

/// `ShopAppDelegate`'s RemoteNotifications code, moved by `appservices migrate`.
final class ShopAppRemoteNotificationsService:
    DeviceTokenService,
    DeviceTokenFailureService,
    RemoteNotificationService
{
    /// The push token, as the backend last received it.
    private var pushToken: String?

    // MARK: - Push

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        pushToken = deviceToken.map { String($0, radix: 16) }.joined()
        FixtureTrace.record("push: token \(pushToken ?? "none")")
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        pushToken = nil
        FixtureTrace.record("push: registration failed")
    }

    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        /* Silent pushes carry an order number; anything else is ignored. */
        guard let order = userInfo["order"] as? String else {
            completionHandler(.noData)
            return
        }
        FixtureTrace.record("push: order \(order)")
        completionHandler(.newData)
    }
}
