public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:didRegisterForRemoteNotificationsWithDeviceToken:)``.
    public func application(
        _ application: UIApplication,
        didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {
        host.application(application, didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)
    }

    /// Forwards to ``ServiceHost/application(_:didFailToRegisterForRemoteNotificationsWithError:)``.
    public func application(
        _ application: UIApplication,
        didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {
        host.application(application, didFailToRegisterForRemoteNotificationsWithError: error)
    }

    /// Forwards to ``ServiceHost/application(_:didReceiveRemoteNotification:fetchCompletionHandler:)``.
    public func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        host.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)
    }

    /// Forwards to ``ServiceHost/application(_:didReceiveRemoteNotification:)``.
    @available(iOS, deprecated: 10.0)
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
        host.application(application, didReceiveRemoteNotification: userInfo)
    }
}
