#if canImport(UIKit)
public import UserNotifications
#else
public import UIKitHeadless
#endif

// Notification-center callbacks. Presentation gives each service its own completion and answers the
// system once with the union of the options asked for; a response is complete when every service has
// completed. Both answer at the latest at their deadline. Opening the app's notification settings is
// broadcast.
extension ServiceHost {
    /// Asks every ``NotificationPresentationService`` how to present a foreground notification, and calls
    /// `completionHandler` exactly once with the union of the answers.
    ///
    /// With no service the handler is called at once with `[]` (not presented); a service that does not
    /// answer by ``DispatchDeadlines/notificationPresentation`` is reported and left out.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - notification: The notification.
    ///   - completionHandler: The system's handler.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        aggregate(
            Self.notificationPresentation,
            participants((any NotificationPresentationService).self),
            deadline: deadlines.notificationPresentation,
            merge: { answers in answers.reduce([]) { $0.union($1) } },
            describe: UNNotificationPresentationOptions.describe,
            systemCompletion: completionHandler
        ) { service, completion in
            service.userNotificationCenter(center, willPresent: notification, withCompletionHandler: completion)
        }
    }

    /// Gives every ``NotificationResponseService`` the user's response and its own completion, and calls
    /// `completionHandler` exactly once, when all have completed.
    ///
    /// With no service the handler is called at once; a service that does not complete by
    /// ``DispatchDeadlines/notificationResponse`` is reported and left out.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - response: What the user did.
    ///   - completionHandler: The system's handler.
    @available(tvOS, unavailable)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        aggregate(
            Self.notificationResponse,
            participants((any NotificationResponseService).self),
            deadline: deadlines.notificationResponse,
            merge: { _ in () },
            describe: { _ in "completed" },
            systemCompletion: { _ in completionHandler() }
        ) { service, completion in
            service.userNotificationCenter(center, didReceive: response) { completion(()) }
        }
    }

    /// Asks every ``NotificationSettingsService`` to show the app's notification settings, in order.
    ///
    /// - Parameters:
    ///   - center: The notification center.
    ///   - notification: The notification the user came from, or `nil` from Settings.
    @available(tvOS, unavailable)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        openSettingsFor notification: UNNotification?
    ) {
        broadcast(Self.notificationSettings, to: (any NotificationSettingsService).self) {
            $0.userNotificationCenter(center, openSettingsFor: notification)
        }
    }

    nonisolated static let notificationPresentation =
        "userNotificationCenter:willPresentNotification:withCompletionHandler:"
    nonisolated static let notificationResponse =
        "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:"
    nonisolated static let notificationSettings = "userNotificationCenter:openSettingsForNotification:"
}

extension UNNotificationPresentationOptions {
    /// The options by name, as `[banner, sound]`, for dispatch records.
    fileprivate static func describe(_ options: UNNotificationPresentationOptions) -> String {
        let named: [(UNNotificationPresentationOptions, String)] = [
            (.badge, "badge"), (.sound, "sound"), (.list, "list"), (.banner, "banner"),
        ]
        var rest = options
        var names: [String] = []
        for (option, name) in named where options.contains(option) {
            names.append(name)
            rest.remove(option)
        }
        if !rest.isEmpty { names.append("rawValue \(rest.rawValue)") }
        return "[\(names.joined(separator: ", "))]"
    }
}

extension DelegateSelectorTable {
    static let notificationCenterRows: [Row] =
        [row(ServiceHost.notificationPresentation, .notificationCenter, (any NotificationPresentationService).self)]
        + notificationCenterRowsUnavailableOnTVOS

    #if os(tvOS)
    private static let notificationCenterRowsUnavailableOnTVOS: [Row] = []
    #else
    private static let notificationCenterRowsUnavailableOnTVOS: [Row] = [
        row(ServiceHost.notificationResponse, .notificationCenter, (any NotificationResponseService).self),
        row(ServiceHost.notificationSettings, .notificationCenter, (any NotificationSettingsService).self),
    ]
    #endif

    /// The selectors of `UNUserNotificationCenterDelegate` callbacks.
    static let notificationCenterSelectors: Set<String> = Set(
        rows.filter { $0.delegate == .notificationCenter }.map(\.selector))
}
