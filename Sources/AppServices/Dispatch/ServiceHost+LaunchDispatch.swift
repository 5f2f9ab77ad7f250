#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// Launch: `didFinishLaunching` is the AND of its adopters, after which the services written for the legacy
// `applicationDidFinishLaunching(_:)` run, since UIKit sends that one only to delegates without the options
// variants, which the adapter always implements.
extension ServiceHost {
    func dispatchDidFinishLaunching(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let services = participants(.didFinishLaunching, (any DidFinishLaunchingService).self)
        var merged = true
        for service in services where !service.application(application, didFinishLaunchingWithOptions: launchOptions) {
            merged = false
        }
        let legacy = participants(.legacyDidFinishLaunching, (any LegacyDidFinishLaunchingService).self)
        for service in legacy { service.applicationDidFinishLaunching(application) }
        record(.didFinishLaunching, services + legacy, merged: "\(merged)")
        return merged
    }

    func dispatchLegacyDidFinishLaunching(_ application: UIApplication) {
        broadcast(.legacyDidFinishLaunching, to: (any LegacyDidFinishLaunchingService).self) {
            $0.applicationDidFinishLaunching(application)
        }
    }
}
