public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// Remote notifications. Registration answers are broadcast. The fetch variant gives each service its own
// completion and answers the system once, at the latest at the deadline, with the best result; the
// deprecated variant is advertised only while no service adopts the fetch variant, because UIKit does not
// call it once the fetch variant exists, and its services are then called from the fetch variant.
extension ServiceHost {
    /// Tells every ``RemoteNotificationRegistrationService`` the device token.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - deviceToken: The APNs token.
    public func application(
        _ application: UIApplication,
        didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {
        broadcast(
            "application:didRegisterForRemoteNotificationsWithDeviceToken:",
            to: (any RemoteNotificationRegistrationService).self
        ) {
            $0.application(application, didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)
        }
    }

    /// Tells every ``RemoteNotificationRegistrationService`` that registration failed.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - error: Why.
    public func application(
        _ application: UIApplication,
        didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {
        broadcast(
            "application:didFailToRegisterForRemoteNotificationsWithError:",
            to: (any RemoteNotificationRegistrationService).self
        ) {
            $0.application(application, didFailToRegisterForRemoteNotificationsWithError: error)
        }
    }

    /// Gives every ``RemoteNotificationService`` the notification and its own completion, and calls
    /// `completionHandler` exactly once with the best result (`newData` over `failed` over `noData`).
    ///
    /// ``LegacyRemoteNotificationService`` services are told first. With no service the handler is called
    /// at once with `noData`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userInfo: The payload.
    ///   - completionHandler: The system's handler.
    public func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        tellLegacyRemoteNotificationServices(application, userInfo)
        aggregate(
            Self.remoteNotificationFetch,
            participants((any RemoteNotificationService).self),
            deadline: deadlines.remoteNotification,
            merge: UIBackgroundFetchResult.best(of:),
            systemCompletion: completionHandler
        ) { service, completion in
            service.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completion)
        }
    }

    /// Tells every ``LegacyRemoteNotificationService`` that a remote notification arrived.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userInfo: The payload.
    @available(iOS, deprecated: 10.0)
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
        tellLegacyRemoteNotificationServices(application, userInfo)
    }

    @available(iOS, deprecated: 10.0)
    private func tellLegacyRemoteNotificationServices(_ application: UIApplication, _ userInfo: [AnyHashable: Any]) {
        let services = participants((any LegacyRemoteNotificationService).self)
        guard !services.isEmpty else { return }
        for service in services { service.application(application, didReceiveRemoteNotification: userInfo) }
        record(Self.remoteNotification, services)
    }

    nonisolated static let remoteNotificationFetch = "application:didReceiveRemoteNotification:fetchCompletionHandler:"
    nonisolated static let remoteNotification = "application:didReceiveRemoteNotification:"
}

extension UIBackgroundFetchResult {
    /// The most useful of several outcomes: `newData` over `failed` over `noData`; `noData` for none.
    ///
    /// New data anywhere means the wake was productive; among the rest a failure is the more informative.
    ///
    /// - Parameter results: The outcomes of the services.
    /// - Returns: The merged outcome.
    public static func best(of results: [UIBackgroundFetchResult]) -> UIBackgroundFetchResult {
        if results.contains(.newData) { return .newData }
        if results.contains(.failed) { return .failed }
        return .noData
    }

}

extension DelegateSelectorTable {
    static let remoteNotificationRows: [Row] = [
        row(
            "application:didRegisterForRemoteNotificationsWithDeviceToken:", .application,
            (any RemoteNotificationRegistrationService).self),
        row(
            "application:didFailToRegisterForRemoteNotificationsWithError:", .application,
            (any RemoteNotificationRegistrationService).self),
        row(ServiceHost.remoteNotificationFetch, .application, (any RemoteNotificationService).self),
        Row(selector: ServiceHost.remoteNotification, delegate: .application) { services in
            services.contains { $0 is any LegacyRemoteNotificationService }
                && !services.contains { service in
                    service is any RemoteNotificationService
                        && ((service as? any SelectiveService)?.handlesDelegateSelector(
                            ServiceHost.remoteNotificationFetch)
                            ?? true)
                }
        },
    ]
}
