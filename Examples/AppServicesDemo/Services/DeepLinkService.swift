import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Opens the app's own URLs and universal links, and tells the rest of the app through the bus.
final class DeepLinkService: URLOpeningService, UserActivityService {
    let scheme: String

    init(scheme: String) {
        self.scheme = scheme
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        guard url.scheme == scheme else { return false }
        Demo.say("deep-links", "routing to \(url.host ?? "")\(url.path)")
        Demo.bus.post(DeepLinkOpened(url: url))
        return true
    }

    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        false
    }

    func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else {
            return false
        }
        Demo.say("deep-links", "universal link \(url.absoluteString)")
        Demo.bus.post(DeepLinkOpened(url: url))
        return true
    }

    func application(
        _ application: UIApplication,
        didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    ) {}
}

// Self-registration: this module adds the deep-link service to the catalog without any central list
// naming it. The linker gathers the record; `registerSelfRegisteredEntries()` reads it.
#if objectFormat(MachO)
@section("__DATA,__appservices")
#else
@section("appservices")
#endif
@used let deepLinkRecord: SelfRegistrationRecord = registerDeepLinks

func registerDeepLinks() {
    SelfRegistrar.current.register(
        ServiceEntry("deep-links", configurationKeys: [ServiceConfigurationKey("scheme", .string, isRequired: true)]) {
            DeepLinkService(scheme: $0.string("scheme") ?? "demo")
        })
}
