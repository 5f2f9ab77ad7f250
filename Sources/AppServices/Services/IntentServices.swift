#if canImport(UIKit)
public import Intents
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service that provides the object that handles a SiriKit intent in the app.
///
/// Services are asked in dispatch order; the first that returns an object handles the intent, and later
/// services are not asked. With no answer, the app does not handle the intent.
///
/// ```swift
/// final class MessagingIntentsService: IntentHandlerProvidingService {
///     func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
///         intent is INSendMessageIntent ? SendMessageHandler() : nil
///     }
/// }
/// ```
public protocol IntentHandlerProvidingService: ApplicationService {
    /// Asks the service for the object that handles an intent.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - intent: The intent.
    /// - Returns: The handler, or `nil` if the service does not handle the intent.
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any?
}

/// A service with SiriKit code written before iOS 14 that handles intents itself.
///
/// Intent responses cannot be merged, so only the first such service in dispatch order is asked, with its
/// own one-shot completion handler. The system's handler is called exactly once: with that service's
/// response, or with an empty `INIntentResponse()` at ``DispatchDeadlines/intent`` or at once when no
/// service adopts this capability. A service that never answers, or answers twice or late, is reported by
/// name.
@available(iOS, deprecated: 14.0, message: "Use application:handlerForIntent: instead")
public protocol IntentHandlingService: ApplicationService {
    /// Asks the service to handle an intent.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - intent: The intent.
    ///   - completionHandler: Call once with the response.
    func application(
        _ application: UIApplication,
        handle intent: INIntent,
        completionHandler: @escaping (INIntentResponse) -> Void
    )
}
