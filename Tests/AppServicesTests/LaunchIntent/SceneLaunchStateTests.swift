import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// A scene-based app may launch `.inactive` (the replica's first assumption) or `.background` (field reports); the
/// app-level services hear of the launch the same either way, and a real return from the background still counts.
@MainActor
@Suite struct SceneLaunchStateTests {
    static let lifecycle: Set<DelegateCallback> = [
        .willEnterForeground, .didBecomeActive, .willResignActive, .didEnterBackground,
    ]

    @Test(arguments: [UIApplication.State.inactive, .background])
    func aColdLaunchGivesNoWillEnterForegroundInEitherLaunchState(state: UIApplication.State) throws {
        let recorder = RecordingService(handling: Self.lifecycle)
        var options = HeadlessSystem.Options()
        options.sceneLaunchState = state
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: true, options: options)
        try driver.coldLaunch(fromURL: ColdIntent.link)
        #expect(recorder.selectors == ["applicationDidBecomeActive:"])
        #expect(driver.system.application.applicationState == .active)
    }

    @Test(arguments: [UIApplication.State.inactive, .background])
    func aReturnAfterASilentPushLaunchGivesOneWillEnterForeground(state: UIApplication.State) throws {
        let recorder = RecordingService(handling: Self.lifecycle.union([.didReceiveRemoteNotificationWithFetch]))
        var options = HeadlessSystem.Options()
        options.sceneLaunchState = state
        let driver = HeadlessAppDriver(services: [recorder], usesScenes: true, options: options)
        try driver.backgroundLaunch(forPush: ["aps": ["content-available": 1]])
        try driver.returnToForeground()
        #expect(
            recorder.selectors == [
                "application:didReceiveRemoteNotification:fetchCompletionHandler:", "applicationWillEnterForeground:",
                "applicationDidBecomeActive:",
            ])
    }

    @Test func theReplicaLaunchesASceneBasedAppInTheStateItIsTold() throws {
        var options = HeadlessSystem.Options(sceneDelegateFactory: { _ in ServicesSceneDelegate() })
        options.sceneLaunchState = .background
        let system = HeadlessSystem(delegate: ServicesAppDelegate(), options: options, notificationCenter: .init())
        try system.launch()
        #expect(system.application.applicationState == .background)
        let scene = try system.connectScene()
        #expect(scene.activationState == .foregroundInactive)
        #expect(system.log.contains(.notification(UIApplication.willEnterForegroundNotification)))
    }
}
