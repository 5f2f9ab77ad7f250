import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

class WatchRequestProbe: ScriptedProbe<[AnyHashable: Any]?>, WatchKitExtensionService {
    func application(
        _ application: UIApplication,
        handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void
    ) {
        respond("application:handleWatchKitExtensionRequest:reply:", reply)
    }
}

/// A WatchKit service whose name marks it, in reports, as the one that keeps its reply handler.
final class HoldingWatchRequestProbe: WatchRequestProbe {}

final class HealthAuthorizationProbe: JournalingProbe, HealthAuthorizationService {
    func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {
        journal.note(name, "applicationShouldRequestHealthAuthorization:")
    }
}
