import AppServices
import AppServicesTesting
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The driver runs an app's own delegate classes, as they ship, and says why a launch cannot finish
/// instead of waiting for ever.
@MainActor
@Suite struct HeadlessAppDriverAppDelegateTests {
    /// An app's delegate: its services and launch tasks are in its overrides, nothing is injected.
    final class ShopAppDelegate: ServicesAppDelegate {
        let windows = WindowService()
        let journal = CallLog()
        private(set) var applicationAtCreation: UIApplication?

        override init() {
            super.init()
            applicationAtCreation = UIApplication.shared
        }

        override var services: [any ApplicationService] { [windows, BadgeClearingService()] }

        override var launchTasks: [LaunchTask] {
            let journal = journal
            return [
                LaunchTask("catalog.prefetch", phase: .firstSceneActive, executor: .mainActor) { @MainActor in
                    journal.append("prefetch")
                },
                LaunchTask("cache.trim", dependsOn: ["catalog.prefetch"], phase: .idle, executor: .mainActor) {
                    @MainActor in journal.append("trim")
                },
            ]
        }
    }

    /// The same app, with UIKit's notifications on a center of its own.
    final class IsolatedShopAppDelegate: ServicesAppDelegate {
        let journal = CallLog()
        private let center = NotificationCenter()

        override var notificationCenter: NotificationCenter { center }

        override var launchTasks: [LaunchTask] {
            let journal = journal
            return [
                LaunchTask("catalog.prefetch", phase: .firstSceneActive, executor: .mainActor) { @MainActor in
                    journal.append("prefetch")
                }
            ]
        }
    }

    final class ShopSceneDelegate: ServicesSceneDelegate {}

    @Test func theAppsOwnDelegatesRunTheServicesTheyList() throws {
        let driver = HeadlessAppDriver(appDelegate: { ShopAppDelegate() }, sceneDelegate: { ShopSceneDelegate() })
        let appDelegate = try #require(driver.appDelegate as? ShopAppDelegate)
        try driver.coldLaunch()
        #expect(driver.usesScenes)
        #expect(driver.scenes.first?.delegate is ShopSceneDelegate)
        #expect(driver.system.keyWindow === appDelegate.windows.windows.first)
        #expect(driver.dispatches.map(\.selector).contains("scene:willConnectToSession:options:"))
    }

    @Test func theDelegateIsCreatedOnceTheApplicationExists() throws {
        let driver = HeadlessAppDriver(appDelegate: { ShopAppDelegate() })
        let appDelegate = try #require(driver.appDelegate as? ShopAppDelegate)
        #expect(appDelegate.applicationAtCreation === driver.system.application)
        #expect(driver.system.application.delegate === appDelegate)
    }

    @Test(.timeLimit(.minutes(1))) func laterLaunchPhasesRunOnTheDelegatesDefaultNotificationCenter() async throws {
        let driver = HeadlessAppDriver(appDelegate: { ShopAppDelegate() }, sceneDelegate: { ShopSceneDelegate() })
        let appDelegate = try #require(driver.appDelegate as? ShopAppDelegate)
        try driver.coldLaunch()
        let report = try await driver.launchReport()
        #expect(report.isSuccessful)
        #expect(appDelegate.journal.entries == ["prefetch", "trim"])
    }

    @Test(.timeLimit(.minutes(1))) func laterLaunchPhasesRunOnANotificationCenterTheDelegateChose() async throws {
        let driver = HeadlessAppDriver(appDelegate: { IsolatedShopAppDelegate() })
        let appDelegate = try #require(driver.appDelegate as? IsolatedShopAppDelegate)
        #expect(driver.system.notificationCenter === appDelegate.notificationCenter)
        try driver.coldLaunch()
        #expect(try await driver.launchReport().isSuccessful)
        #expect(appDelegate.journal.entries == ["prefetch"])
    }

    @Test func aLaunchTerminatedBeforeItsFirstActivationCanNeverFinish() async throws {
        let driver = HeadlessAppDriver(appDelegate: { ShopAppDelegate() })
        try driver.backgroundLaunch(forPush: ["aps": ["content-available": 1]])
        try driver.terminate()
        let error = await #expect(throws: HeadlessLaunchError.self) { try await driver.launchReport() }
        #expect(error?.code == .phasesCannotStart)
        #expect(error?.phases == [.firstSceneActive, .idle])
        #expect(error?.description.contains("firstSceneActive, idle can never start") == true)
        #expect(driver.launchStall == error)
        #expect(driver.warnings.contains { $0.contains("can never start") && $0.contains("terminated") })
    }

    @Test(.timeLimit(.minutes(1))) func aBackgroundLaunchFinishesOnceTheUserOpensTheApp() async throws {
        let journal = CallLog()
        let later = LaunchTask("later", phase: .firstSceneActive, executor: .mainActor) { @MainActor in
            journal.append("later")
        }
        let driver = HeadlessAppDriver(services: [], launchTasks: [later])
        try driver.backgroundLaunch(forPush: ["aps": ["content-available": 1]])
        #expect(driver.launchStall?.code == .phasesNotStarted)
        await #expect(throws: HeadlessLaunchError.self) { try await driver.launchReport() }
        try driver.returnToForeground()
        #expect(driver.launchStall == nil)
        #expect(try await driver.launchReport().isSuccessful)
        #expect(journal.entries == ["later"])
    }

    @Test func anUnlaunchedAppOrAnInvalidGraphIsReportedInsteadOfAwaited() async throws {
        let unlaunched = HeadlessAppDriver(appDelegate: { ShopAppDelegate() })
        #expect(unlaunched.launchStall?.code == .notLaunched)

        let broken = LaunchTask("analytics", dependsOn: ["network"], executor: .mainActor) {}
        let invalid = HeadlessAppDriver(services: [], launchTasks: [broken])
        try invalid.coldLaunch()
        let error = await #expect(throws: HeadlessLaunchError.self) { try await invalid.launchReport() }
        #expect(error?.code == .invalidGraph)
        #expect(error?.detail.contains("network") == true)
    }
}
