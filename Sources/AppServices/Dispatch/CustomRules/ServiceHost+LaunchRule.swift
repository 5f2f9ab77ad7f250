#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// Launch: each launch callback is the AND of its adopters (and `didFinishLaunching` answers `false` while the
// host holds the cold-start URL, activity or quick action of an app without scenes, so UIKit does not deliver it;
// see ServiceHost+LaunchIntent.swift); the app-level life cycle of a scene-based app starts
// here (inactive, or in the background for a background launch). After `didFinishLaunching`'s adopters, the services
// written for the legacy `applicationDidFinishLaunching(_:)` run, since UIKit sends that one only to delegates
// without the options variants, which the adapter always implements. After each service's call the host
// tells ``afterLaunchCall``, so the app delegate can notice what a service changed (the notification
// center's delegate, say) and name the service. In debug builds, launch being over, the conformance index's answers
// are then compared with the runtime's casts off the main thread (ConformanceCrossCheck).
extension ServiceHost {
    func dispatchWillFinishLaunching(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        appLevelLifecycle.launched(inBackground: application.applicationState == .background)
        return allMustAllow(.willFinishLaunching, (any WillFinishLaunchingService).self, withNone: true) { service in
            defer { afterLaunchCall?(service) }
            return service.application(application, willFinishLaunchingWithOptions: launchOptions)
        }
    }

    func dispatchDidFinishLaunching(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let holding = resolveLaunchIntentAtLaunch(application, launchOptions: launchOptions)
        let services = participants(.didFinishLaunching, (any DidFinishLaunchingService).self)
        var merged = true
        for service in services {
            if !service.application(application, didFinishLaunchingWithOptions: launchOptions) { merged = false }
            afterLaunchCall?(service)
        }
        let legacy = participants(.legacyDidFinishLaunching, (any LegacyDidFinishLaunchingService).self)
        for service in legacy {
            service.applicationDidFinishLaunching(application)
            afterLaunchCall?(service)
        }
        record(.didFinishLaunching, services + legacy, merged: "\(merged)")
        #if DEBUG
        ConformanceCrossCheck.shared.launchDidFinish()
        #endif
        return merged && !holding
    }

    func dispatchLegacyDidFinishLaunching(_ application: UIApplication) {
        broadcast(.legacyDidFinishLaunching, to: (any LegacyDidFinishLaunchingService).self) {
            $0.applicationDidFinishLaunching(application)
        }
    }
}
