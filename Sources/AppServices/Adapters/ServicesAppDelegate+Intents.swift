#if canImport(UIKit)
public import Intents
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:handlerFor:)``.
    public func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        host.application(application, handlerFor: intent)
    }

    /// Forwards to ``ServiceHost/application(_:handle:completionHandler:)``.
    @available(iOS, deprecated: 14.0, message: "Use application:handlerForIntent: instead")
    public func application(
        _ application: UIApplication,
        handle intent: INIntent,
        completionHandler: @escaping (INIntentResponse) -> Void
    ) {
        host.application(application, handle: intent, completionHandler: completionHandler)
    }
}
