import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The object a service returns to handle an intent.
final class ProbeIntentHandler {}

final class IntentHandlerProbe: JournalingProbe, IntentHandlerProvidingService {
    let handler: ProbeIntentHandler?

    init(_ name: String, _ journal: AppEventsJournal, handler: ProbeIntentHandler?) {
        self.handler = handler
        super.init(name, journal)
    }

    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        journal.note(name, "application:handlerForIntent:")
        return handler
    }
}

class IntentProbe: ScriptedProbe<INIntentResponse>, IntentHandlingService {
    func application(
        _ application: UIApplication,
        handle intent: INIntent,
        completionHandler: @escaping (INIntentResponse) -> Void
    ) {
        respond("application:handleIntent:completionHandler:", completionHandler)
    }
}

/// An intent service whose name marks it, in reports, as the one that keeps its handler.
final class HoldingIntentProbe: IntentProbe {}
