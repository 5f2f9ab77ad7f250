public import AppServices

#if canImport(UIKit)
public import UserNotifications
#else
public import UIKitHeadless
#endif

// The UNUserNotificationCenterDelegate callbacks; completion handlers follow the service's completion policy.
extension RecordingService: NotificationPresentationService {
    /// Records the call with the request's identifier and completes with ``Answers/presentationOptions``.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        record(
            "userNotificationCenter:willPresentNotification:withCompletionHandler:", notification.request.identifier,
            completing: completionHandler
        ) { $0.presentationOptions }
    }
}

#if !os(tvOS)
extension RecordingService: NotificationResponseService, NotificationSettingsService {
    /// Records the call with the request's identifier and the action, and completes.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        record(
            "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
            "\(response.notification.request.identifier), \(response.actionIdentifier)", completing: completionHandler)
    }

    /// Records the call with the request's identifier, or `nil` when opened from Settings.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
    ) {
        record("userNotificationCenter:openSettingsForNotification:", notification?.request.identifier ?? "nil")
    }
}
#endif
