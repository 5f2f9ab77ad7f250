import Foundation

// Deliveries to the UNUserNotificationCenter delegate (UNUserNotificationCenter.h). The center holds its
// delegate weakly; "If the method is not implemented or the handler is not called in a timely manner
// then the notification will not be presented".
extension HeadlessSystem {
    /// Delivers a notification that arrived while the app is in the foreground:
    /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
    ///
    /// - Parameter notification: The notification.
    /// - Returns: The completion's record (the presentation options), or `nil` if no delegate implements
    ///   the method, in which case the notification is not presented.
    @discardableResult
    public func presentNotification(_ notification: UNNotification) -> SystemCompletion<
        UNNotificationPresentationOptions
    >? {
        let record: SystemCompletion<UNNotificationPresentationOptions> = completion(
            for: "userNotificationCenter:willPresentNotification:withCompletionHandler:")
        let center = userNotificationCenter
        let handler: @Sendable (UNNotificationPresentationOptions) -> Void = { options in
            MainActor.assumeIsolated { record.record(options) }
        }
        let called = deliverToNotificationCenterDelegate(record.selector, arguments: (notification, handler)) {
            $0.userNotificationCenter(center, willPresent: $1.0, withCompletionHandler: $1.1)
        }
        return called ? record : nil
    }

    /// Delivers the user's response to a notification:
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
    ///
    /// - Parameter response: The response.
    /// - Returns: The completion's record, or `nil` if no delegate implements the method.
    @discardableResult
    public func respondToNotification(_ response: UNNotificationResponse) -> SystemCompletion<Bool>? {
        let record: SystemCompletion<Bool> = completion(
            for: "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:")
        let center = userNotificationCenter
        let handler: @Sendable () -> Void = { MainActor.assumeIsolated { record.record(true) } }
        let called = deliverToNotificationCenterDelegate(record.selector, arguments: (response, handler)) {
            $0.userNotificationCenter(center, didReceive: $1.0, withCompletionHandler: $1.1)
        }
        return called ? record : nil
    }

    /// Asks the app to show its notification settings: `userNotificationCenter(_:openSettingsFor:)`.
    ///
    /// - Parameter notification: The notification the user came from, or `nil` from Settings.
    /// - Returns: Whether a delegate was called.
    @discardableResult
    public func openNotificationSettings(for notification: UNNotification?) -> Bool {
        let center = userNotificationCenter
        return deliverToNotificationCenterDelegate(
            "userNotificationCenter:openSettingsForNotification:", arguments: notification
        ) { $0.userNotificationCenter(center, openSettingsFor: $1) }
    }

    private func deliverToNotificationCenterDelegate<Arguments>(
        _ selector: String,
        arguments: Arguments,
        _ call: @escaping @MainActor (any UNUserNotificationCenterDelegate, Arguments) -> Void
    ) -> Bool {
        makeCurrent()
        guard let delegate = userNotificationCenter.delegate, Self.responds(delegate, to: selector) else {
            return false
        }
        log.append(HeadlessLogEntry(.notificationCenterDelegate, selector))
        acting { send(selector, to: delegate, arguments: arguments) { call(delegate, $0) } }
        return true
    }
}
