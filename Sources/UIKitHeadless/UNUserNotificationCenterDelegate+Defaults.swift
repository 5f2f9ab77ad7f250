import Foundation

// The defaults that stand in for `@objc optional` off Apple platforms (see UIApplicationDelegate+Defaults).
// "If the method is not implemented ... then the notification will not be presented": no options.
extension UNUserNotificationCenterDelegate {
    /// The default: `completionHandler([])`.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([])
    }

    /// The default: `completionHandler()`.
    @available(tvOS, unavailable)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        completionHandler()
    }

    /// The default: does nothing.
    @available(tvOS, unavailable)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
    ) {
    }
}
