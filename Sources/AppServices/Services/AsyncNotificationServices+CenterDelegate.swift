#if !canImport(UIKit)
public import UIKitHeadless

// On the replica, `UNUserNotificationCenterDelegate`'s methods have defaults (standing in for `optional`), and
// the async notification services have bridges of the same names: a service adopting both would find two
// matching methods and conform to neither. Against the iOS SDK, the `optional` requirements have no default,
// and such a service compiles. These bridges, constrained to both protocols, are more specific than either,
// so the service compiles on the replica too, and its `async` method answers in both roles.

extension AsyncNotificationPresentationService where Self: UNUserNotificationCenterDelegate {
    /// Runs the `async` method and passes its answer to the completion handler.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - notification: The notification.
    ///   - completionHandler: Called once with the answer.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        Task { completionHandler(await self.userNotificationCenter(center, willPresent: notification)) }
    }
}

@available(tvOS, unavailable)
extension AsyncNotificationResponseService where Self: UNUserNotificationCenterDelegate {
    /// Runs the `async` method, then calls the completion handler.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - response: What the user did.
    ///   - completionHandler: Called once, when the method returns.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        Task {
            await self.userNotificationCenter(center, didReceive: response)
            completionHandler()
        }
    }
}
#endif
