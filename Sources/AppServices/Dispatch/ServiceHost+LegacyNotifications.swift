#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// Notification callbacks from before UserNotifications (deprecated in iOS 10, unavailable on tvOS). Settings
// and local notifications are broadcast in order. Each of the four action callbacks gives every service its
// own completion and calls the system's completion once, when all have finished or at the deadline.
extension ServiceHost {
    /// Tells every ``UserNotificationSettingsService`` the notification settings the user granted.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - notificationSettings: The settings.
    @available(iOS, deprecated: 10.0)
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        didRegister notificationSettings: UIUserNotificationSettings
    ) {
        broadcast(Self.didRegisterUserNotificationSettings, to: (any UserNotificationSettingsService).self) {
            $0.application(application, didRegister: notificationSettings)
        }
    }

    /// Tells every ``LocalNotificationService`` that a local notification arrived.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - notification: The notification.
    @available(iOS, deprecated: 10.0)
    @available(tvOS, unavailable)
    public func application(_ application: UIApplication, didReceive notification: UILocalNotification) {
        broadcast(Self.didReceiveLocalNotification, to: (any LocalNotificationService).self) {
            $0.application(application, didReceive: notification)
        }
    }

    /// Gives every ``NotificationActionService`` the action and its own completion, and calls
    /// `completionHandler` once, when all have finished or at ``DispatchDeadlines/notificationAction``.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifier: The action's identifier; `nil` for the default action.
    ///   - notification: The notification.
    ///   - completionHandler: The system's handler.
    @available(iOS, deprecated: 10.0)
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        completionHandler: @escaping () -> Void
    ) {
        dispatchNotificationAction(Self.localNotificationAction, completionHandler) { service, completion in
            service.application(
                application, handleActionWithIdentifier: identifier, for: notification, completionHandler: completion)
        }
    }

    /// Gives every ``NotificationActionService`` the action with its response and its own completion, and
    /// calls `completionHandler` once, when all have finished or at ``DispatchDeadlines/notificationAction``.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifier: The action's identifier; `nil` for the default action.
    ///   - userInfo: The notification's payload.
    ///   - responseInfo: The user's response.
    ///   - completionHandler: The system's handler.
    @available(iOS, deprecated: 10.0)
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        dispatchNotificationAction(Self.remoteNotificationResponseAction, completionHandler) { service, completion in
            service.application(
                application, handleActionWithIdentifier: identifier, forRemoteNotification: userInfo,
                withResponseInfo: responseInfo, completionHandler: completion)
        }
    }

    /// Gives every ``NotificationActionService`` the action and its own completion, and calls
    /// `completionHandler` once, when all have finished or at ``DispatchDeadlines/notificationAction``.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifier: The action's identifier; `nil` for the default action.
    ///   - userInfo: The notification's payload.
    ///   - completionHandler: The system's handler.
    @available(iOS, deprecated: 10.0)
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        dispatchNotificationAction(Self.remoteNotificationAction, completionHandler) { service, completion in
            service.application(
                application, handleActionWithIdentifier: identifier, forRemoteNotification: userInfo,
                completionHandler: completion)
        }
    }

    /// Gives every ``NotificationActionService`` the action with its response and its own completion, and
    /// calls `completionHandler` once, when all have finished or at ``DispatchDeadlines/notificationAction``.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifier: The action's identifier; `nil` for the default action.
    ///   - notification: The notification.
    ///   - responseInfo: The user's response.
    ///   - completionHandler: The system's handler.
    @available(iOS, deprecated: 10.0)
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        dispatchNotificationAction(Self.localNotificationResponseAction, completionHandler) { service, completion in
            service.application(
                application, handleActionWithIdentifier: identifier, for: notification, withResponseInfo: responseInfo,
                completionHandler: completion)
        }
    }

    @available(iOS, deprecated: 10.0)
    @available(tvOS, unavailable)
    private func dispatchNotificationAction(
        _ selector: String,
        _ completionHandler: @escaping () -> Void,
        _ call: (any NotificationActionService, @escaping () -> Void) -> Void
    ) {
        aggregate(
            selector,
            participants((any NotificationActionService).self),
            deadline: deadlines.notificationAction,
            merge: { _ in () },
            describe: { _ in "completed" },
            systemCompletion: { _ in completionHandler() }
        ) { service, completion in
            call(service) { completion(()) }
        }
    }

    fileprivate nonisolated static let didRegisterUserNotificationSettings =
        "application:didRegisterUserNotificationSettings:"
    fileprivate nonisolated static let didReceiveLocalNotification = "application:didReceiveLocalNotification:"
    fileprivate nonisolated static let localNotificationAction =
        "application:handleActionWithIdentifier:forLocalNotification:completionHandler:"
    fileprivate nonisolated static let remoteNotificationResponseAction =
        "application:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:"
    fileprivate nonisolated static let remoteNotificationAction =
        "application:handleActionWithIdentifier:forRemoteNotification:completionHandler:"
    fileprivate nonisolated static let localNotificationResponseAction =
        "application:handleActionWithIdentifier:forLocalNotification:withResponseInfo:completionHandler:"
}

extension DelegateSelectorTable {
    #if os(tvOS)
    static let legacyNotificationRows: [Row] = []
    #else
    static let legacyNotificationRows: [Row] = [
        row(ServiceHost.didRegisterUserNotificationSettings, .application, (any UserNotificationSettingsService).self),
        row(ServiceHost.didReceiveLocalNotification, .application, (any LocalNotificationService).self),
        row(ServiceHost.localNotificationAction, .application, (any NotificationActionService).self),
        row(ServiceHost.remoteNotificationResponseAction, .application, (any NotificationActionService).self),
        row(ServiceHost.remoteNotificationAction, .application, (any NotificationActionService).self),
        row(ServiceHost.localNotificationResponseAction, .application, (any NotificationActionService).self),
    ]
    #endif
}
