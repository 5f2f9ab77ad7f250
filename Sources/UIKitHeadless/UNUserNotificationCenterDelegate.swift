public import Foundation

/// The replica of UserNotifications' `UNUserNotificationCenterDelegate` (iOS 10.0).
///
/// Not main-actor isolated, as in `UNUserNotificationCenter.h`; the completion handlers are `@Sendable`,
/// as Apple's current documentation declares them. Defaults in
/// `UNUserNotificationCenterDelegate+Defaults.swift` stand in for `optional`.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// Asks the delegate how to present a notification that arrived while the app is in the foreground.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    )
    /// Asks the delegate to process the user's response to a delivered notification.
    @available(tvOS, unavailable)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    )
    /// Asks the delegate to show the app's notification settings; `notification` is `nil` from Settings.
    @available(tvOS, unavailable)
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}
