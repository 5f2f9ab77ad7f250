#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// Requests from the app's extensions. A WatchKit request gives every service its own reply handler and
// answers the system once with the first non-nil reply in dispatch order; a HealthKit authorization request
// is broadcast.
extension ServiceHost {
    /// Asks every ``WatchKitExtensionService`` to answer a request, each with its own reply handler, and
    /// calls `reply` exactly once with the first non-`nil` reply in dispatch order.
    ///
    /// The system's reply is called when every service has replied, or at
    /// ``DispatchDeadlines/watchKitExtensionRequest`` with the replies so far; with no service, at once with
    /// `nil`.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userInfo: The request.
    ///   - reply: The system's reply handler.
    public func application(
        _ application: UIApplication,
        handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void
    ) {
        aggregate(
            Self.handleWatchKitExtensionRequest,
            participants((any WatchKitExtensionService).self),
            deadline: deadlines.watchKitExtensionRequest,
            merge: { replies in replies.lazy.compactMap { $0 }.first },
            describe: { reply in reply.map { "a reply with \($0.count) entries" } ?? "nil" },
            systemCompletion: reply
        ) { service, completion in
            service.application(application, handleWatchKitExtensionRequest: userInfo, reply: completion)
        }
    }

    /// Tells every ``HealthAuthorizationService`` that an extension asked for HealthKit authorization, in
    /// dispatch order.
    ///
    /// - Parameter application: The app.
    public func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {
        broadcast(Self.shouldRequestHealthAuthorization, to: (any HealthAuthorizationService).self) {
            $0.applicationShouldRequestHealthAuthorization(application)
        }
    }

    fileprivate nonisolated static let handleWatchKitExtensionRequest =
        "application:handleWatchKitExtensionRequest:reply:"
    fileprivate nonisolated static let shouldRequestHealthAuthorization = "applicationShouldRequestHealthAuthorization:"
}

extension DelegateSelectorTable {
    static let extensionRequestRows: [Row] = [
        row(ServiceHost.handleWatchKitExtensionRequest, .application, (any WatchKitExtensionService).self),
        row(ServiceHost.shouldRequestHealthAuthorization, .application, (any HealthAuthorizationService).self),
    ]
}
