#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// Background work: every adopting service gets its own one-shot completion; the system's completion is
// called exactly once, when all have answered or at the deadline, and at once when no service adopts the
// capability. The fetch method is advertised only while a service adopts it, because its mere presence makes
// UIKit require the `fetch` background mode.
extension ServiceHost {
    /// Gives every ``BackgroundFetchService`` its own completion, and calls `completionHandler` exactly once
    /// with the best outcome: `newData` over `failed` over `noData`.
    ///
    /// The system's handler is called when every service has answered, or at
    /// ``DispatchDeadlines/backgroundFetch`` with the answers so far; with no service, at once with `noData`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - completionHandler: The system's handler.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    public func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        aggregate(
            Self.performFetch,
            participants((any BackgroundFetchService).self),
            deadline: deadlines.backgroundFetch,
            merge: UIBackgroundFetchResult.best(of:),
            systemCompletion: completionHandler
        ) { service, completion in
            service.application(application, performFetchWithCompletionHandler: completion)
        }
    }

    /// Offers the session identifier to every ``BackgroundURLSessionService`` with its own completion, and
    /// calls `completionHandler` exactly once.
    ///
    /// Services that do not own the session complete at once; the system's handler is called when every
    /// service has completed, or at ``DispatchDeadlines/backgroundURLSession``; with no service, at once.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifier: The identifier of the session that has events.
    ///   - completionHandler: The system's handler.
    public func application(
        _ application: UIApplication,
        handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) {
        aggregate(
            Self.handleEventsForBackgroundURLSession,
            participants((any BackgroundURLSessionService).self),
            deadline: deadlines.backgroundURLSession,
            merge: { _ in () },
            describe: { _ in "completed" },
            systemCompletion: { _ in completionHandler() }
        ) { service, completion in
            service.application(application, handleEventsForBackgroundURLSession: identifier) { completion(()) }
        }
    }

    fileprivate nonisolated static let performFetch = "application:performFetchWithCompletionHandler:"
    fileprivate nonisolated static let handleEventsForBackgroundURLSession =
        "application:handleEventsForBackgroundURLSession:completionHandler:"
}

extension DelegateSelectorTable {
    static let backgroundWorkRows: [Row] = [
        row(ServiceHost.performFetch, .application, (any BackgroundFetchService).self),
        row(ServiceHost.handleEventsForBackgroundURLSession, .application, (any BackgroundURLSessionService).self),
    ]
}
