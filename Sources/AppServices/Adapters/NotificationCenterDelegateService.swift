import Foundation

#if canImport(UIKit)
public import UserNotifications
#else
public import UIKitHeadless
#endif

/// Adopts another `UNUserNotificationCenterDelegate` (a push SDK's, or an app's own) as a service, so it keeps
/// receiving the notification callbacks while AppServices' delegate stays installed.
///
/// The notification center has one delegate. When a service or an SDK sets itself as the delegate during launch,
/// ``ServicesAppDelegate`` reinstalls its own and registers the other one wrapped in this service, with a warning
/// naming who replaced it. Register it yourself to keep a third-party delegate working without the warning:
///
/// ```swift
/// override var services: [any ApplicationService] {
///     [NotificationCenterDelegateService(wrapping: PushSDK.notificationDelegate), Inbox()]
/// }
/// ```
///
/// A registered service that adopts the notification capabilities and also sets itself as the delegate (code
/// moved from an app delegate) is not wrapped: the host calls it already, once per notification. Services are
/// main-actor isolated, so in Swift 6 its conformance must be too, or the compiler says it "crosses into main
/// actor-isolated code" (UIKit calls the delegate on the main thread):
///
/// ```swift
/// extension NotificationManager: @MainActor UNUserNotificationCenterDelegate {}
/// ```
@MainActor
public final class NotificationCenterDelegateService: SelectiveService, NotificationPresentationService {
    /// The delegate whose callbacks this service forwards; the service keeps it alive.
    public let wrapped: any UNUserNotificationCenterDelegate

    /// Wraps a notification-center delegate.
    ///
    /// - Parameter delegate: The delegate to forward to.
    public init(wrapping delegate: any UNUserNotificationCenterDelegate) {
        wrapped = delegate
    }

    /// Whether the wrapped delegate implements the callback.
    ///
    /// - Parameter callback: A delegate callback.
    /// - Returns: The wrapped delegate's `responds(to:)`.
    public func handles(_ callback: DelegateCallback) -> Bool {
        #if canImport(ObjectiveC)
        wrapped.responds(to: NSSelectorFromString(callback.selector))
        #else
        HeadlessSystem.responds(wrapped, to: callback.selector)
        #endif
    }

    /// Asks the wrapped delegate how to present the notification; `[]` if it does not implement it.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - notification: The notification.
    ///   - completionHandler: Called once with the wrapped delegate's answer.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        // The host's completion handlers may be called from any thread (README, Reliability).
        nonisolated(unsafe) let completion = completionHandler
        #if canImport(UIKit)
        let called: Void? = wrapped.userNotificationCenter?(center, willPresent: notification) { completion($0) }
        if called == nil { completion([]) }
        #else
        wrapped.userNotificationCenter(center, willPresent: notification) { completion($0) }
        #endif
    }
}

#if !os(tvOS)
extension NotificationCenterDelegateService: NotificationResponseService, NotificationSettingsService {
    /// Gives the wrapped delegate the user's response; completes at once if it does not implement it.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - response: What the user did.
    ///   - completionHandler: Called once, when the wrapped delegate is done.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        nonisolated(unsafe) let completion = completionHandler
        #if canImport(UIKit)
        let called: Void? = wrapped.userNotificationCenter?(center, didReceive: response) { completion() }
        if called == nil { completion() }
        #else
        wrapped.userNotificationCenter(center, didReceive: response) { completion() }
        #endif
    }

    /// Asks the wrapped delegate to show the app's notification settings.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - notification: The notification the user came from, or `nil`.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
    ) {
        #if canImport(UIKit)
        wrapped.userNotificationCenter?(center, openSettingsFor: notification)
        #else
        wrapped.userNotificationCenter(center, openSettingsFor: notification)
        #endif
    }
}
#endif
