public import AppServices

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// The UIApplicationDelegate notification callbacks UserNotifications replaced (deprecated in iOS 10,
// unavailable on tvOS); action handlers follow the service's completion policy.
#if !os(tvOS)
@available(iOS, deprecated: 10.0)
extension RecordingService: UserNotificationSettingsService, LocalNotificationService {
    /// Records the call.
    public func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)
    {
        record("application:didRegisterUserNotificationSettings:")
    }

    /// Records the call with the notification's alert.
    public func application(_ application: UIApplication, didReceive notification: UILocalNotification) {
        record("application:didReceiveLocalNotification:", notification.alertBody ?? "nil")
    }
}

@available(iOS, deprecated: 10.0)
extension RecordingService: NotificationActionService {
    /// Records the call with the action's identifier and completes.
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        completionHandler: @escaping () -> Void
    ) {
        record(
            "application:handleActionWithIdentifier:forLocalNotification:completionHandler:", identifier ?? "nil",
            completing: completionHandler)
    }

    /// Records the call with the action's identifier and completes.
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        record(
            "application:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:",
            identifier ?? "nil", completing: completionHandler)
    }

    /// Records the call with the action's identifier and completes.
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        record(
            "application:handleActionWithIdentifier:forRemoteNotification:completionHandler:", identifier ?? "nil",
            completing: completionHandler)
    }

    /// Records the call with the action's identifier and completes.
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        record(
            "application:handleActionWithIdentifier:forLocalNotification:withResponseInfo:completionHandler:",
            identifier ?? "nil", completing: completionHandler)
    }
}
#endif
