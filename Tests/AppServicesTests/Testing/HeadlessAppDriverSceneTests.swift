import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// The driver's sequences for an app that uses scenes, end to end through the real adapters, asserted on
/// the order in which a ``RecordingService`` received the callbacks.
@MainActor
@Suite struct HeadlessAppDriverSceneTests {
    static let launch = [
        "application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:",
        "applicationDidFinishLaunching:",
    ]
    // The recorder adopts every capability, so it also gets the app-level events the scenes carry: the app
    // becomes active with its first active scene and goes to the background with its last.
    static let connect = [
        "application:configurationForConnectingSceneSession:options:", "scene:willConnectToSession:options:",
    ]
    static let activateFirst = ["sceneWillEnterForeground:", "applicationDidBecomeActive:", "sceneDidBecomeActive:"]
    static let connectAndActivate = connect + activateFirst
    static let backgroundLast = [
        "sceneWillResignActive:", "applicationWillResignActive:", "sceneDidEnterBackground:",
        "applicationDidEnterBackground:",
    ]

    let recorder = RecordingService()

    @Test func aColdLaunchLaunchesConnectsAndActivatesAScene() throws {
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: true)
        try driver.coldLaunch()
        #expect(recorder.selectors == Self.launch + Self.connectAndActivate)
        #expect(recorder.calls.first?.arguments == "nil", "a scene app gets no launch options")
        #expect(driver.system.state == .active)
        #expect(driver.scenes.map(\.activationState) == [.foregroundActive])
        #expect(driver.scenes.first?.delegate is ServicesSceneDelegate)
    }

    @Test func aSceneDelegateFactoryInTheOptionsMakesTheDriverUseScenes() throws {
        let driver = HeadlessAppDriver(
            services: [recorder],
            options: HeadlessSystem.Options(sceneDelegateFactory: { _ in ServicesSceneDelegate() }))
        #expect(driver.usesScenes)
        try driver.coldLaunch()
        #expect(recorder.selectors == Self.launch + Self.connectAndActivate)
    }

    @Test func aColdLaunchFromAURLDeliversItThroughTheConnectionOptionsOnly() throws {
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: true)
        let launch = try driver.coldLaunch(fromURL: try #require(URL(string: "demo://orders/42")))
        #expect(
            recorder.selectors == Self.launch + Self.connect + ["application:openURL:options:"] + Self.activateFirst,
            "the scene's URL reaches the app-level chain, not scene(_:openURLContexts:)")
        #expect(
            recorder.calls.first { $0.selector == "scene:willConnectToSession:options:" }?.arguments
                == "demo://orders/42")
        #expect(launch.openedURL == nil)
    }

    @Test func aColdLaunchFromAQuickActionDeliversItThroughTheConnectionOptionsOnly() throws {
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: true)
        let launch = try driver.coldLaunch(
            fromShortcut: UIApplicationShortcutItem(type: "compose", localizedTitle: "New"))
        #expect(
            recorder.selectors
                == Self.launch + Self.connect + ["application:performActionForShortcutItem:completionHandler:"]
                + Self.activateFirst,
            "the quick action reaches the app-level services, not windowScene(_:performActionFor:completionHandler:)")
        #expect(
            recorder.calls.first { $0.selector == "scene:willConnectToSession:options:" }?.arguments
                == "shortcut compose")
        #expect(launch.shortcutCompletion == nil)
    }

    @Test func aColdLaunchFromANotificationConnectsWithItThenDeliversTheResponse() throws {
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: true)
        let notification = UNNotification(
            request: UNNotificationRequest(identifier: "chat.7", content: UNNotificationContent(), trigger: nil))
        let completion = try #require(
            try driver.coldLaunch(fromNotification: UNNotificationResponse(notification: notification)))
        #expect(
            recorder.selectors
                == Self.launch + Self.connectAndActivate + [
                    "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:"
                ])
        #expect(
            recorder.calls.first { $0.selector == "scene:willConnectToSession:options:" }?.arguments
                == "notification chat.7")
        #expect(completion.callCount == 1)
    }

    @Test func backgroundAndForegroundMoveTheScenesNotTheApp() throws {
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: true)
        try driver.coldLaunch()
        recorder.removeAllCalls()
        try driver.moveToBackground()
        #expect(recorder.selectors == Self.backgroundLast)
        #expect(driver.system.state == .background)
        recorder.removeAllCalls()
        try driver.system.suspend()
        try driver.returnToForeground()
        #expect(recorder.selectors == ["applicationWillEnterForeground:"] + Self.activateFirst)
        #expect(driver.system.state == .active)
    }

    @Test func aSecondSceneConnectsAndDisconnectsDiscardingItsSession() throws {
        let driver = HeadlessAppDriver(
            services: [recorder], usesScenes: true, options: HeadlessSystem.Options(supportsMultipleScenes: true))
        try driver.coldLaunch()
        recorder.removeAllCalls()
        let second = try driver.connectScene()
        #expect(recorder.selectors == Self.connect + ["sceneWillEnterForeground:", "sceneDidBecomeActive:"])
        #expect(driver.scenes.count == 2)
        recorder.removeAllCalls()
        try driver.disconnectScene(second, discardingSession: true)
        #expect(
            recorder.selectors == [
                "sceneWillResignActive:", "sceneDidEnterBackground:", "sceneDidDisconnect:",
                "application:didDiscardSceneSessions:",
            ],
            "the app stays active with its first scene")
        #expect(driver.scenes.count == 1)
        #expect(driver.system.state == .active, "the first scene is still active")
    }

    @Test func terminationBackgroundsAndDisconnectsTheScenesThenTerminatesTheApp() throws {
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: true)
        try driver.coldLaunch()
        recorder.removeAllCalls()
        try driver.terminate()
        #expect(recorder.selectors == Self.backgroundLast + ["sceneDidDisconnect:", "applicationWillTerminate:"])
        #expect(driver.system.state == .terminated)
        #expect(driver.scenes.isEmpty)
    }

    @Test func anAppLaunchedInTheBackgroundGetsItsSceneWhenTheUserOpensIt() throws {
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: true)
        try driver.backgroundLaunch(forPush: ["aps": ["content-available": 1]])
        #expect(driver.scenes.isEmpty)
        recorder.removeAllCalls()
        try driver.returnToForeground()
        #expect(
            recorder.selectors
                == Self.connect + ["applicationWillEnterForeground:"] + Self.activateFirst)
    }

    @Test func launchingAnAppWithoutScenesForASceneConnectionFailsBeforeAnythingIsCalled() {
        let driver = HeadlessAppDriver(services: [recorder])
        #expect(throws: HeadlessTransitionError.self) { try driver.coldLaunch(connecting: HeadlessSceneConnection()) }
        #expect(recorder.calls.isEmpty)
        #expect(driver.system.state == .notRunning)
    }
}
