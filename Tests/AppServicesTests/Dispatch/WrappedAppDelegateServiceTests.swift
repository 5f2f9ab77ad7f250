import AppServices
import AppServicesTesting
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// An app moving step by step keeps its old delegate object and wraps it as one service among others.
@MainActor
@Suite struct WrappedAppDelegateServiceTests {
    final class OldAppDelegate: UIResponder, UIApplicationDelegate {
        var calls: [String] = []
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            calls.append("didFinishLaunching")
            return true
        }
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
            calls.append("open \(url.absoluteString)")
            return url.scheme == "old"
        }
    }

    #if !canImport(ObjectiveC)
    @Test func theWrappedDelegateTakesPartInExactlyTheCallbacksItImplements() throws {
        let old = OldAppDelegate()
        let wrapper = WrappedAppDelegateService(old, implementing: [.didFinishLaunching, .openURL])
        let driver = HeadlessAppDriver(services: [wrapper])
        #expect(driver.host.advertises(.openURL))
        #expect(
            !driver.host.advertises(.didBecomeActive) && !driver.host.advertises(.handleEventsForBackgroundURLSession))

        try driver.coldLaunch()
        #expect(driver.system.openURL(try #require(URL(string: "old://inbox"))) == true)
        #expect(driver.system.openURL(try #require(URL(string: "new://inbox"))) == false)
        #expect(old.calls == ["didFinishLaunching", "open old://inbox", "open new://inbox"])
    }
    #endif
}
