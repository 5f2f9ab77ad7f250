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
        let called = deliverToNotificationCenterDelegate(record.selector) { delegate in
            delegate.userNotificationCenter(center, willPresent: notification) { options in
                MainActor.assumeIsolated { record.record(options) }
            }
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
        let called = deliverToNotificationCenterDelegate(record.selector) { delegate in
            delegate.userNotificationCenter(center, didReceive: response) {
                MainActor.assumeIsolated { record.record(true) }
            }
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
        return deliverToNotificationCenterDelegate("userNotificationCenter:openSettingsForNotification:") {
            $0.userNotificationCenter(center, openSettingsFor: notification)
        }
    }

    private func deliverToNotificationCenterDelegate(
        _ selector: String,
        _ call: (any UNUserNotificationCenterDelegate) -> Void
    ) -> Bool {
        makeCurrent()
        guard let delegate = userNotificationCenter.delegate, Self.responds(delegate, to: selector) else {
            return false
        }
        log.append(HeadlessLogEntry(.notificationCenterDelegate, selector))
        acting { call(delegate) }
        return true
    }
}
