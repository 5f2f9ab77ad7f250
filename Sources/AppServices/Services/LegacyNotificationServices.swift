#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service with notification-permission code written before UserNotifications.
///
/// Every service is told the settings the user granted, in dispatch order.
@available(
    iOS, deprecated: 10.0,
    message:
        "Use UserNotifications Framework's -[UNUserNotificationCenter requestAuthorizationWithOptions:completionHandler:]"
)
@available(tvOS, unavailable)
public protocol UserNotificationSettingsService: ApplicationService {
    /// Tells the service which notification types the user allowed.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - notificationSettings: The settings the user granted.
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)
}

/// A service with local-notification code written before UserNotifications.
///
/// Every service is told of the notification, in dispatch order.
@available(
    iOS, deprecated: 10.0,
    message: """
        Use UserNotifications Framework's -[UNUserNotificationCenterDelegate willPresentNotification:withCompletionHandler:] \
        or -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:withCompletionHandler:]
        """
)
@available(tvOS, unavailable)
public protocol LocalNotificationService: ApplicationService {
    /// Tells the service that a local notification arrived.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - notification: The notification.
    func application(_ application: UIApplication, didReceive notification: UILocalNotification)
}

/// A service with notification-action code written before UserNotifications.
///
/// Every service is asked, in dispatch order, and gets its own completion handler, which it must call once
/// when it has finished with the action (a `nil` identifier is the default action). The system's handler
/// is called exactly once: when every service has finished, or at ``DispatchDeadlines/notificationAction``;
/// with no service, at once. A service that never calls its handler, or calls it twice or late, is reported
/// by name.
@available(
    iOS, deprecated: 10.0,
    message:
        "Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:withCompletionHandler:]"
)
@available(tvOS, unavailable)
public protocol NotificationActionService: ApplicationService {
    /// Asks the service to handle an action the user chose on a local notification.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifier: The action's identifier; `nil` for the default action.
    ///   - notification: The notification.
    ///   - completionHandler: Call once when finished.
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        completionHandler: @escaping () -> Void
    )
    /// Asks the service to handle an action with a text response the user chose on a remote notification.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifier: The action's identifier; `nil` for the default action.
    ///   - userInfo: The notification's payload.
    ///   - responseInfo: The user's response, such as typed text.
    ///   - completionHandler: Call once when finished.
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    )
    /// Asks the service to handle an action the user chose on a remote notification.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifier: The action's identifier; `nil` for the default action.
    ///   - userInfo: The notification's payload.
    ///   - completionHandler: Call once when finished.
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    )
    /// Asks the service to handle an action with a text response the user chose on a local notification.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifier: The action's identifier; `nil` for the default action.
    ///   - notification: The notification.
    ///   - responseInfo: The user's response, such as typed text.
    ///   - completionHandler: Call once when finished.
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    )
}
