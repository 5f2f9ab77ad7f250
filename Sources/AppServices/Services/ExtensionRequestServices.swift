#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that answers requests from the app's WatchKit extension.
///
/// Every service is asked, in dispatch order, with its own reply handler, which it must call once (with
/// `nil` when the request is not its own). The system's reply is called exactly once with the first
/// non-`nil` reply in dispatch order: when every service has replied, or at
/// ``DispatchDeadlines/watchKitExtensionRequest``; with no service, at once with `nil`. A service that never
/// replies, or replies twice or late, is reported by name.
public protocol WatchKitExtensionService: ApplicationService {
    /// Asks the service to answer a request from the WatchKit extension.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userInfo: The request.
    ///   - reply: Call once with the answer, or with `nil` if the request is not the service's.
    func application(
        _ application: UIApplication,
        handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void
    )
}

/// A service that asks the user for HealthKit authorization on behalf of an app extension.
///
/// Every service is told, in dispatch order; the one that owns HealthKit access calls
/// `HKHealthStore.handleAuthorizationForExtension(completion:)`.
public protocol HealthAuthorizationService: ApplicationService {
    /// Tells the service that an extension asked for HealthKit authorization.
    ///
    /// - Parameter application: The app.
    func applicationShouldRequestHealthAuthorization(_ application: UIApplication)
}
