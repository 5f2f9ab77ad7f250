// NSUserActivity is Foundation's where Objective-C exists, and UIKitHeadless's elsewhere.
#if canImport(ObjectiveC)
import Foundation
#endif

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// An activity has one owner: services are asked in order, the first `true` ends the chain, and only that service's
// calls of the restoration handler reach the system, so it is called at most as often as its owner calls it.
extension ServiceHost {
    func dispatchContinueUserActivity(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        let callback = DelegateCallback.continueUserActivity
        return firstTrue(callback, among: participants(inAnyOf: [callback])) { service in
            let gate = RestorationHandlerGate(
                restorationHandler, serviceName: Self.name(of: service), selector: callback.selector, logger: logger
            )
            let handled = DelegateCallback.deprecatedCalls.continueUserActivity(
                service, application, continue: userActivity, restorationHandler: gate.handler)
            gate.decide(owns: handled ?? false)
            return handled
        }
    }
}
