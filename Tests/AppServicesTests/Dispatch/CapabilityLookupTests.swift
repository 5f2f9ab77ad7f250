@_spi(AppServicesTools) import AppServices
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// What the capability lookup promises tools that read an app's source: a name in an inheritance clause maps to
/// exactly the callbacks the type system gives an adopter, and the background modes UIKit requires are in the table.
@MainActor
@Suite struct CapabilityLookupTests {
    final class Activation: ActivationService {
        func applicationDidBecomeActive(_ application: UIApplication) {}
        func applicationWillResignActive(_ application: UIApplication) {}
    }

    final class AsyncSync: AsyncRemoteNotificationService {
        func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
            -> UIBackgroundFetchResult
        { .noData }
    }

    @Test func everyCapabilityNameMapsBackToItsOwnCallback() {
        for callback in DelegateCallback.allCases {
            #expect(DelegateCallback.callbacks(adoptedThrough: callback.capabilityName) == [callback])
        }
    }

    @Test func aCompositionBringsWhatTheDelegateAdvertisesForAnAdopter() {
        let delegate = TestAppDelegate(services: [Activation()])
        let advertised = DelegateCallback.allCases.filter { $0.delegate == .application }.filter {
            delegate.responds(to: NSSelectorFromString($0.selector))
        }
        let looked = DelegateCallback.callbacks(adoptedThrough: "ActivationService")
        #expect(looked == [.didBecomeActive, .willResignActive])
        #expect(looked.allSatisfy(advertised.contains))
        #expect(!TestAppDelegate(services: []).responds(to: NSSelectorFromString("applicationDidBecomeActive:")))
    }

    @Test func anAsyncRefinementBringsItsBaseCallback() {
        let delegate = TestAppDelegate(services: [AsyncSync()])
        #expect(
            DelegateCallback.callbacks(adoptedThrough: "AsyncRemoteNotificationService")
                == [.didReceiveRemoteNotificationWithFetch])
        #expect(
            delegate.responds(to: NSSelectorFromString(DelegateCallback.didReceiveRemoteNotificationWithFetch.selector))
        )
    }

    @Test func namesThatAreNotCapabilitiesBringNothing() {
        #expect(DelegateCallback.callbacks(adoptedThrough: "ApplicationService").isEmpty)
        #expect(DelegateCallback.callbacks(adoptedThrough: "SelectiveService").isEmpty)
        #expect(DelegateCallback.callbacks(adoptedThrough: "activationservice").isEmpty)
    }

    @Test func onlyFetchAndSilentPushRequireABackgroundMode() {
        let modes = Dictionary(
            uniqueKeysWithValues: DelegateCallback.allCases.compactMap { callback in
                callback.backgroundMode.map { (callback, $0) }
            })
        #expect(modes == [.performFetch: "fetch", .didReceiveRemoteNotificationWithFetch: "remote-notification"])
        #expect(DelegateCallback.handleEventsForBackgroundURLSession.backgroundMode == nil)
    }
}
