import Foundation
import Testing
import UIKitHeadless

/// TN3187's mandate as the replica enforces it, one test per rule, and what UIKit calls on the app delegate
/// in each life cycle.
@MainActor
@Suite struct SceneMandateTests {
    static let configurationSelector = "application:configurationForConnectingSceneSession:options:"
    static let launchSelectors: Set<String> = [
        "application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:",
    ]

    func system(
        sdk: HeadlessAppleSDK,
        scenes: Bool = false,
        delegate: RecordingApplicationDelegate = RecordingApplicationDelegate(handling: launchSelectors)
    ) -> HeadlessSystem {
        var options = HeadlessSystem.Options(sdk: sdk)
        if scenes { options.sceneDelegateFactory = { _ in RecordingSceneDelegate() } }
        return HeadlessSystem(delegate: delegate, options: options, notificationCenter: NotificationCenter())
    }

    @Test(arguments: [false, true])
    func builtWithIOS27AnAppWithoutSceneConfigurationFailsToLaunchCallingNothing(inBackground: Bool) {
        let system = system(sdk: .iOS27)
        let error = #expect(throws: HeadlessTransitionError.self) {
            if inBackground { try system.launchInBackground() } else { try system.launch() }
        }
        #expect(error?.code == .sceneLifecycleRequired)
        #expect(error?.description.contains(HeadlessSystem.requiredSceneLifecycleMessage) == true)
        #expect(system.log.isEmpty)
        #expect(system.state == .notRunning)
    }

    @Test func builtWithIOS27AnAppWithASceneManifestLaunches() throws {
        let system = system(sdk: .iOS27, scenes: true)
        try system.launch()
        #expect(system.state == .inactive)
        #expect(system.runtimeIssues.isEmpty)
    }

    @Test func builtWithIOS27AnAppWhoseDelegateConfiguresScenesLaunches() throws {
        let delegate = RecordingApplicationDelegate(handling: Self.launchSelectors.union([Self.configurationSelector]))
        let system = system(sdk: .iOS27, delegate: delegate)
        #expect(system.usesScenes)
        try system.launch()
        #expect(system.state == .inactive)
    }

    @Test func builtWithIOS26AnAppWithoutSceneConfigurationLaunchesAndUIKitWarnsOnce() throws {
        let system = system(sdk: .iOS26)
        try system.launch()
        try system.activate()
        #expect(system.state == .active)
        #expect(system.runtimeIssues == [HeadlessSystem.sceneLifecycleWarning])
    }

    @Test func builtWithAnOlderSDKNothingIsSaid() throws {
        let system = system(sdk: .iOS18)
        try system.launch()
        #expect(system.runtimeIssues.isEmpty)
    }

    @Test func inAnAppWithScenesTheAppDelegateGetsNoActivationOrBackgroundCall() throws {
        let delegate = RecordingApplicationDelegate()
        let system = system(sdk: .iOS27, scenes: true, delegate: delegate)
        try system.launch()
        let scene = try system.connectScene()
        try system.activateScene(scene)
        try system.deactivateScene(scene)
        try system.backgroundScene(scene)
        try system.foregroundScene(scene)
        let appDelegateCalls = system.log.filter { $0.kind == .applicationDelegate }.map(\.name)
        #expect(
            appDelegateCalls == [
                "application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:",
                Self.configurationSelector,
            ])
    }

    @Test func inAnAppWithScenesActivitiesAndQuickActionsGoToTheSceneDelegate() throws {
        let delegate = RecordingApplicationDelegate()
        let system = system(sdk: .iOS27, scenes: true, delegate: delegate)
        try system.launch()
        let scene = try system.connectScene()
        try system.activateScene(scene)
        let before = system.log.count
        system.continueUserActivity(NSUserActivity(activityType: "com.example.read"))
        system.performShortcut(UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose"))
        #expect(
            system.log[before...].map(\.description) == [
                "sceneDelegate scene:willContinueUserActivityWithType:", "sceneDelegate scene:continueUserActivity:",
                "sceneDelegate windowScene:performActionForShortcutItem:completionHandler:",
            ])
    }

    @Test func inAnAppWithoutScenesEverythingGoesToTheAppDelegate() throws {
        let delegate = RecordingApplicationDelegate()
        let system = system(sdk: .iOS26, delegate: delegate)
        try system.launch()
        try system.activate()
        let before = system.log.count
        system.openURL(try #require(URL(string: "demo://x")))
        system.continueUserActivity(NSUserActivity(activityType: "com.example.read"))
        #expect(system.log[before...].allSatisfy { $0.kind == .applicationDelegate })
        #expect(throws: HeadlessTransitionError.self) { try system.connectScene() }
    }
}
