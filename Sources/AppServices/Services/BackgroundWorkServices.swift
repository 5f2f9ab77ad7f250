#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that fetches data when the system wakes the app for a background fetch.
///
/// Every service gets its own completion handler and must call it once with its outcome. The system's
/// handler is called exactly once: when every service has answered, or at
/// ``DispatchDeadlines/backgroundFetch`` (25 s), with the best outcome so far: `newData` over `failed`
/// over `noData`; with no service, at once with `noData`. A service that never answers, or answers twice
/// or late, is reported by name.
///
/// Adopting this capability makes the app delegate implement the method, and UIKit then requires the
/// `fetch` background mode; so the host advertises the method only while a service adopts it. The SDK
/// offers no `async` form of this callback.
///
/// ```swift
/// final class FeedRefreshService: BackgroundFetchService {
///     func application(
///         _ application: UIApplication,
///         performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
///     ) {
///         feed.refresh { changed in completionHandler(changed ? .newData : .noData) }
///     }
/// }
/// ```
@available(iOS, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
@available(tvOS, deprecated: 13.0, message: "Use a BGAppRefreshTask in the BackgroundTasks framework instead")
public protocol BackgroundFetchService: ApplicationService {
    /// Asks the service to fetch data in the background.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - completionHandler: Call once with the outcome.
    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    )
}

/// A service that owns background `URLSession`s and finishes their events when the system relaunches the app
/// for them.
///
/// Every service is offered the session identifier, in dispatch order, with its own completion handler. A
/// service that does not own the identifier calls its handler at once; the owner recreates its session and
/// calls the handler when the session delegate receives `urlSessionDidFinishEvents(forBackgroundURLSession:)`.
/// The system's handler is called exactly once: when every service has completed, or at
/// ``DispatchDeadlines/backgroundURLSession``; with no service, at once. A service that never completes, or
/// completes twice or late, is reported by name. Adopt ``AsyncBackgroundURLSessionService`` to write the
/// handler with `async`.
public protocol BackgroundURLSessionService: ApplicationService {
    /// Offers the service the events of a background URL session.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifier: The identifier of the session that has events; call `completionHandler` at once if the
    ///     service does not own it.
    ///   - completionHandler: Call once, when the events are handled.
    func application(
        _ application: UIApplication,
        handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    )
}

/// A ``BackgroundURLSessionService`` written with `async`: return when the session's events are handled.
///
/// ```swift
/// final class UploadService: AsyncBackgroundURLSessionService {
///     func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String) async {
///         guard identifier == UploadSession.identifier else { return }
///         await UploadSession.shared.finishEvents()
///     }
/// }
/// ```
public protocol AsyncBackgroundURLSessionService: BackgroundURLSessionService {
    /// Handles the events of a background URL session; returns at once if the service does not own it.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifier: The identifier of the session that has events.
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String) async
}

extension AsyncBackgroundURLSessionService {
    /// Runs the `async` handler and then calls `completionHandler`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifier: The identifier of the session that has events.
    ///   - completionHandler: Called once, after the `async` handler returned.
    public func application(
        _ application: UIApplication,
        handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) {
        Task {
            await self.application(application, handleEventsForBackgroundURLSession: identifier)
            completionHandler()
        }
    }
}
