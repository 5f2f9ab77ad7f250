#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

#if !os(tvOS)
extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:didRegister:)``.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications")
    public func application(
        _ application: UIApplication,
        didRegister notificationSettings: UIUserNotificationSettings
    ) {
        host.application(application, didRegister: notificationSettings)
    }

    /// Forwards to ``ServiceHost/application(_:didReceive:)``.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications")
    public func application(_ application: UIApplication, didReceive notification: UILocalNotification) {
        host.application(application, didReceive: notification)
    }

    /// Forwards to ``ServiceHost/application(_:handleActionWithIdentifier:for:completionHandler:)``.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications")
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        completionHandler: @escaping () -> Void
    ) {
        host.application(
            application, handleActionWithIdentifier: identifier, for: notification,
            completionHandler: completionHandler)
    }

    /// Forwards to
    /// ``ServiceHost/application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:)``.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications")
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        host.application(
            application, handleActionWithIdentifier: identifier, forRemoteNotification: userInfo,
            withResponseInfo: responseInfo, completionHandler: completionHandler)
    }

    /// Forwards to ``ServiceHost/application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)``.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications")
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        host.application(
            application, handleActionWithIdentifier: identifier, forRemoteNotification: userInfo,
            completionHandler: completionHandler)
    }

    /// Forwards to ``ServiceHost/application(_:handleActionWithIdentifier:for:withResponseInfo:completionHandler:)``.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications")
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        host.application(
            application, handleActionWithIdentifier: identifier, for: notification, withResponseInfo: responseInfo,
            completionHandler: completionHandler)
    }
}
#endif
