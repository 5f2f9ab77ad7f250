#if canImport(UIKit)
public import Intents
public import UIKit
#else
public import UIKitHeadless
#endif

// SiriKit intents. The handler for an intent is the first non-nil answer in dispatch order, and later
// services are not asked. The deprecated handle callback goes to the first adopting service only, because
// responses cannot be merged; the system's completion is called once, with an empty response at the deadline
// or when no service adopts the capability.
extension ServiceHost {
    /// Asks the ``IntentHandlerProvidingService`` services in dispatch order for an intent's handler until one
    /// returns an object; later services are not asked.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - intent: The intent.
    /// - Returns: The first handler returned, or `nil` if no service handles the intent.
    public func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        var asked: [any IntentHandlerProvidingService] = []
        for service in participants((any IntentHandlerProvidingService).self) {
            asked.append(service)
            if let handler = service.application(application, handlerFor: intent) {
                record(Self.handlerForIntent, asked, merged: Self.name(of: handler))
                return handler
            }
        }
        record(Self.handlerForIntent, asked, merged: "nil")
        return nil
    }

    /// Routes an intent to the first ``IntentHandlingService`` in dispatch order, with its own one-shot
    /// completion, and calls `completionHandler` exactly once with its response.
    ///
    /// The system's handler gets an empty `INIntentResponse()` at ``DispatchDeadlines/intent`` if the service
    /// has not answered, and at once when no service adopts the capability.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - intent: The intent.
    ///   - completionHandler: The system's handler.
    @available(iOS, deprecated: 14.0)
    public func application(
        _ application: UIApplication,
        handle intent: INIntent,
        completionHandler: @escaping (INIntentResponse) -> Void
    ) {
        aggregate(
            Self.handleIntent,
            Array(participants((any IntentHandlingService).self).prefix(1)),
            deadline: deadlines.intent,
            merge: { responses in responses.first ?? INIntentResponse() },
            describe: { response in Self.name(of: response) },
            systemCompletion: completionHandler
        ) { service, completion in
            service.application(application, handle: intent, completionHandler: completion)
        }
    }

    fileprivate nonisolated static let handlerForIntent = "application:handlerForIntent:"
    fileprivate nonisolated static let handleIntent = "application:handleIntent:completionHandler:"
}

extension DelegateSelectorTable {
    static let intentRows: [Row] = [
        row(ServiceHost.handlerForIntent, .application, (any IntentHandlerProvidingService).self),
        row(ServiceHost.handleIntent, .application, (any IntentHandlingService).self),
    ]
}
