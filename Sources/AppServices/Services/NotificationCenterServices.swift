#if canImport(UIKit)
public import UserNotifications
#else
public import UIKitHeadless
#endif

/// A service that decides how a notification arriving in the foreground is presented.
///
/// Every adopter gets its own completion handler and must call it once with the options it wants. The
/// system's handler is called exactly once, with the union of the answers: when all services answered, or
/// at ``DispatchDeadlines/notificationPresentation`` (5 s; the system does not present a notification whose
/// handler is "not called in a timely manner"). Union, because each service asks for what its own
/// notifications need (a chat service a banner, a timer service a sound) and answers `[]` for the others;
/// with no service the answer is `[]`, as when the method is absent. Write the handler with `async` by
/// adopting ``AsyncNotificationPresentationService``.
public protocol NotificationPresentationService: ApplicationService {
    /// Asks the service how to present a notification that arrived while the app is in the foreground.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - notification: The notification.
    ///   - completionHandler: Call once with the options this service wants; `[]` for none.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    )
}

/// A ``NotificationPresentationService`` written with `async`: return the presentation options.
///
/// ```swift
/// final class ChatBanners: AsyncNotificationPresentationService {
///     func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification)
///         async -> UNNotificationPresentationOptions
///     {
///         notification.request.content.categoryIdentifier == "chat" ? [.banner, .sound] : []
///     }
/// }
/// ```
public protocol AsyncNotificationPresentationService: NotificationPresentationService {
    /// Returns how to present a notification that arrived while the app is in the foreground.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - notification: The notification.
    /// - Returns: The options this service wants; `[]` for none.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
}

extension AsyncNotificationPresentationService {
    /// Runs the `async` method and passes its answer to `completionHandler`.
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

/// A service that processes the user's response to a notification (opening it, or choosing an action).
///
/// Every adopter gets its own completion handler and must call it once when it is done. The system's
/// handler is called exactly once: when all services completed, or at
/// ``DispatchDeadlines/notificationResponse``; at once with no service. Each service acts only on the
/// notifications it owns (filter on the category or the payload). Write the handler with `async` by
/// adopting ``AsyncNotificationResponseService``.
@available(tvOS, unavailable)
public protocol NotificationResponseService: ApplicationService {
    /// Asks the service to process the user's response to a delivered notification.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - response: What the user did.
    ///   - completionHandler: Call once when done.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    )
}

/// A ``NotificationResponseService`` written with `async`: return when done.
///
/// ```swift
/// final class InboxResponses: AsyncNotificationResponseService {
///     func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse)
///         async
///     {
///         await inbox.open(response.notification.request.identifier)
///     }
/// }
/// ```
@available(tvOS, unavailable)
public protocol AsyncNotificationResponseService: NotificationResponseService {
    /// Processes the user's response to a delivered notification.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - response: What the user did.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
}

@available(tvOS, unavailable)
extension AsyncNotificationResponseService {
    /// Runs the `async` method and calls `completionHandler` when it returns.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - response: What the user did.
    ///   - completionHandler: Called once, when done.
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

/// A service that shows the app's own notification settings when the user asks for them.
///
/// Every adopter is told, in service order. Adopting it makes the app advertise the callback, which the
/// system consults for the "notification settings" link (together with the
/// `providesAppNotificationSettings` authorization option).
@available(tvOS, unavailable)
public protocol NotificationSettingsService: ApplicationService {
    /// Asks the service to show the app's notification settings.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - notification: The notification the user came from, or `nil` when the user came from Settings.
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}
