public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that registers the app with APNs and receives the device token.
public protocol RemoteNotificationRegistrationService: ApplicationService {
    /// Tells the service the APNs device token.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - deviceToken: The token to send to the push provider.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Tells the service that registering with APNs failed.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - error: Why.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
}

/// A service that handles remote notifications, including silent ones that wake the app to fetch data.
///
/// Every service gets its own completion handler and must call it once. The system's handler is called
/// exactly once: when all services answered, or at ``DispatchDeadlines/remoteNotification`` (25 s, below
/// the system's 30 s), with the best answer so far: `newData` over `failed` over `noData`.
///
/// Adopting this capability makes UIKit use the fetch variant, and it requires the
/// `remote-notification` background mode. Write the handler with `async` by adopting
/// ``AsyncRemoteNotificationService`` instead.
public protocol RemoteNotificationService: ApplicationService {
    /// Tells the service that a remote notification arrived.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userInfo: The payload.
    ///   - completionHandler: Call once with the outcome.
    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    )
}

/// A ``RemoteNotificationService`` written with `async`: return the outcome instead of calling a handler.
///
/// ```swift
/// final class SyncService: AsyncRemoteNotificationService {
///     func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
///         -> UIBackgroundFetchResult
///     {
///         await store.sync() ? .newData : .noData
///     }
/// }
/// ```
public protocol AsyncRemoteNotificationService: RemoteNotificationService {
    /// Handles a remote notification and returns the outcome.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userInfo: The payload.
    /// - Returns: The outcome.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
        -> UIBackgroundFetchResult
}

extension AsyncRemoteNotificationService {
    /// Runs the `async` handler and passes its outcome to `completionHandler`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userInfo: The payload.
    ///   - completionHandler: Called once with the outcome.
    public func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        Task { completionHandler(await self.application(application, didReceiveRemoteNotification: userInfo)) }
    }
}

/// A service with remote-notification code written before iOS 10.
///
/// UIKit calls the deprecated method only when the fetch variant is absent: the host advertises it only
/// while no ``RemoteNotificationService`` is present, and otherwise calls these services from the fetch
/// variant, before the others.
@available(iOS, deprecated: 10.0, message: "Adopt RemoteNotificationService or UserNotifications")
public protocol LegacyRemoteNotificationService: ApplicationService {
    /// Tells the service that a remote notification arrived.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userInfo: The payload.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any])
}
