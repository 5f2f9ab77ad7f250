#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:performFetchWithCompletionHandler:)``.
    ///
    /// UIKit sees this method only while a ``BackgroundFetchService`` is present.
    @available(iOS, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
    @available(tvOS, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
    public func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        host.application(application, performFetchWithCompletionHandler: completionHandler)
    }

    /// Forwards to ``ServiceHost/application(_:handleEventsForBackgroundURLSession:completionHandler:)``.
    public func application(
        _ application: UIApplication,
        handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) {
        host.application(
            application, handleEventsForBackgroundURLSession: identifier, completionHandler: completionHandler)
    }
}
