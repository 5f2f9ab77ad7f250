import AppServices
import AppServicesTesting
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

    /// Keeps background fetch in the delegate, which no service handles yet.
    final class FetchKeepingAppDelegate: ServicesAppDelegate {
        var fetches = 0
        override nonisolated var keptCallbacks: Set<DelegateCallback> { [.performFetch] }

        override func application(
            _ application: UIApplication,
            performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
        ) {
            fetches += 1
            completionHandler(.newData)
        }
    }

    /// Keeps background fetch without saying so: the headless platform cannot see the override.
    final class SilentlyKeepingAppDelegate: ServicesAppDelegate {
        override func application(
            _ application: UIApplication,
            performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
        ) {
            completionHandler(.newData)
        }
    }

    @Test func aKeptCallbackThatNoServiceHandlesIsStillCalled() throws {
        let delegate = FetchKeepingAppDelegate()
        let system = HeadlessSystem(delegate: delegate, notificationCenter: NotificationCenter())
        try system.launchInBackground()

        let fetch = try #require(try system.performBackgroundFetch())

        #expect(delegate.fetches == 1)
        #expect(fetch.values == [.newData])
        #expect(delegate.responds(to: NSSelectorFromString(DelegateCallback.performFetch.selector)))
    }

    @Test func theHeadlessPlatformSeesOnlyListedOverrides() {
        let delegate = SilentlyKeepingAppDelegate()
        #expect(!delegate.responds(to: NSSelectorFromString(DelegateCallback.performFetch.selector)))
    }

    /// Keeps a scene callback in the scene delegate while its code waits to move.
    final class ActivationKeepingSceneDelegate: ServicesSceneDelegate {
        var activations = 0
        override nonisolated var keptCallbacks: Set<DelegateCallback> { [.sceneDidBecomeActive] }
        override func sceneDidBecomeActive(_ scene: UIScene) {
            activations += 1
            super.sceneDidBecomeActive(scene)
        }
    }

    @Test func aKeptSceneCallbackThatNoServiceHandlesIsStillCalled() throws {
        let driver = HeadlessAppDriver(
            appDelegate: { ServicesAppDelegate() }, sceneDelegate: { ActivationKeepingSceneDelegate() })
        try driver.coldLaunch()

        let sceneDelegate = try #require(driver.scenes.first?.delegate as? ActivationKeepingSceneDelegate)
        #expect(sceneDelegate.activations == 1)
    }
}
