import AppServices
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// An app moving its delegate into services step by step keeps some callbacks in its `ServicesAppDelegate`
/// subclass for a while: it overrides them and calls `super`, which fans out to the services.
@MainActor
@Suite struct GradualMigrationTests {
    final class DeepLinks: URLOpeningService {
        var opened: [String] = []
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
            opened.append(url.absoluteString)
            return url.host == "orders"
        }
    }

    final class AppDelegate: ServicesAppDelegate {
        let deepLinks = DeepLinks()
        var kept: [String] = []
        override var services: [any ApplicationService] { [deepLinks] }

        override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            kept.append("launch code not moved yet")
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
        }

        override func application(
            _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
        ) -> Bool {
            if url.host == "legacy" {
                kept.append("legacy link \(url.path)")
                return true
            }
            return super.application(app, open: url, options: options)
        }
    }

    @Test func overriddenCallbacksRunTheAppsCodeAndSuperStillFansOut() throws {
        let delegate = AppDelegate()
        let system = HeadlessSystem(delegate: delegate, notificationCenter: NotificationCenter())
        try system.launch()
        #expect(delegate.kept == ["launch code not moved yet"])
        #expect(delegate.launchScheduler != nil, "super started the launch graph")

        #expect(system.openURL(try #require(URL(string: "demo://legacy/settings"))) == true)
        #expect(system.openURL(try #require(URL(string: "demo://orders/7"))) == true)
        #expect(system.openURL(try #require(URL(string: "demo://unknown"))) == false)
        #expect(delegate.kept == ["launch code not moved yet", "legacy link /settings"])
        #expect(delegate.deepLinks.opened == ["demo://orders/7", "demo://unknown"])
    }
}
