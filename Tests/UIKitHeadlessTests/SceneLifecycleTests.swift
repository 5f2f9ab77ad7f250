import Foundation
import Testing
import UIKitHeadless

@MainActor
@Suite struct SceneLifecycleTests {
    let center = NotificationCenter()
    let sceneDelegate = RecordingSceneDelegate()

    func makeSceneSystem(_ delegate: RecordingApplicationDelegate = RecordingApplicationDelegate()) -> HeadlessSystem {
        let sceneDelegate = sceneDelegate
        return HeadlessSystem(
            delegate: delegate,
            options: HeadlessSystem.Options(sceneDelegateFactory: { _ in sceneDelegate }),
            notificationCenter: center
        )
    }

    @Test func sceneAppsGetNilLaunchOptionsAndTheURLThroughConnectionOptions() throws {
        let delegate = RecordingApplicationDelegate()
        let system = makeSceneSystem(delegate)
        let url = try #require(URL(string: "demo://item/7"))
        let launch = try system.launch(options: [.url: url])
        #expect(launch.openedURL == nil)
        #expect(delegate.calls.first == "willFinish options:nil")
        try system.connectScene(HeadlessSceneConnection(urls: [url]))
        #expect(sceneDelegate.calls == ["willConnect urls:[\"demo://item/7\"]"])
    }

    @Test func connectingAndActivatingASceneCallsTheSceneDelegateAndPostsSceneThenAppNotifications() throws {
        let delegate = RecordingApplicationDelegate()
        let system = makeSceneSystem(delegate)
        try system.launch()
        let before = system.log.count
        let scene = try system.connectScene()
        try system.activateScene(scene)
        #expect(
            Array(system.log[before...]) == [
                HeadlessLogEntry(.applicationDelegate, "application:configurationForConnectingSceneSession:options:"),
                HeadlessLogEntry(.sceneDelegate, "scene:willConnectToSession:options:"),
                .notification(UIScene.willConnectNotification),
                HeadlessLogEntry(.sceneDelegate, "sceneWillEnterForeground:"),
                .notification(UIScene.willEnterForegroundNotification),
                HeadlessLogEntry(.sceneDelegate, "sceneDidBecomeActive:"),
                .notification(UIScene.didActivateNotification),
                .notification(UIApplication.didBecomeActiveNotification),
            ])
        #expect(!delegate.calls.contains("didBecomeActive"), "scene apps do not get the app-level callback")
        #expect(scene.activationState == .foregroundActive)
        #expect(system.state == .active)
    }

    @Test func sendingTheOnlySceneToTheBackgroundMovesTheAppAndPostsTheAppNotifications() throws {
        let system = makeSceneSystem()
        try system.launch()
        let scene = try system.connectScene()
        try system.activateScene(scene)
        let before = system.log.count
        try system.deactivateScene(scene)
        try system.backgroundScene(scene)
        #expect(
            Array(system.log[before...]) == [
                HeadlessLogEntry(.sceneDelegate, "sceneWillResignActive:"),
                .notification(UIScene.willDeactivateNotification),
                .notification(UIApplication.willResignActiveNotification),
                HeadlessLogEntry(.sceneDelegate, "sceneDidEnterBackground:"),
                .notification(UIScene.didEnterBackgroundNotification),
                .notification(UIApplication.didEnterBackgroundNotification),
            ])
        #expect(system.state == .background)
        try system.foregroundScene(scene)
        #expect(system.log.suffix(1) == [.notification(UIApplication.willEnterForegroundNotification)])
        #expect(system.state == .inactive)
    }

    @Test func disconnectingABackgroundSceneReleasesItsDelegateAndKeepsTheSession() throws {
        let system = makeSceneSystem()
        try system.launch()
        let scene = try system.connectScene()
        try system.backgroundScene(scene)
        try system.disconnectScene(scene)
        #expect(
            system.log.suffix(2) == [
                HeadlessLogEntry(.sceneDelegate, "sceneDidDisconnect:"),
                .notification(UIScene.didDisconnectNotification),
            ])
        #expect(scene.delegate == nil)
        #expect(system.application.connectedScenes.isEmpty)
        #expect(system.application.openSessions.contains(scene.session))
        try system.discardSessions([scene.session])
        #expect(system.log.last == HeadlessLogEntry(.applicationDelegate, "application:didDiscardSceneSessions:"))
        #expect(system.application.openSessions.isEmpty)
    }

    @Test func illegalSceneTransitionsNameTheSceneAndItsState() throws {
        let system = makeSceneSystem()
        try system.launch()
        let scene = try system.connectScene()
        let error = #expect(throws: HeadlessTransitionError.self) { try system.disconnectScene(scene) }
        #expect(error?.code == .illegalSceneTransition)
        #expect(error?.description.contains("is foregroundInactive, not background") == true)
        #expect(throws: HeadlessTransitionError.self) { try system.deactivateScene(scene) }
    }

    @Test func appLevelForegroundStepsAreRefusedForSceneAppsAndSceneStepsForOthers() throws {
        let sceneSystem = makeSceneSystem()
        try sceneSystem.launch()
        let error = #expect(throws: HeadlessTransitionError.self) { try sceneSystem.activate() }
        #expect(error?.code == .wrongLifecycleModel)

        let plain = HeadlessSystem(delegate: RecordingApplicationDelegate(), notificationCenter: center)
        try plain.launch()
        let sceneError = #expect(throws: HeadlessTransitionError.self) { try plain.connectScene() }
        #expect(sceneError?.code == .wrongLifecycleModel)
    }

    @Test func aSecondSceneIsRefusedWithoutMultipleSceneSupport() throws {
        let system = makeSceneSystem()
        try system.launch()
        try system.connectScene()
        #expect(throws: HeadlessTransitionError.self) { try system.connectScene() }
    }

    @Test func urlsGoToTheSceneDelegateInSceneApps() throws {
        let system = makeSceneSystem()
        try system.launch()
        let scene = try system.connectScene()
        try system.activateScene(scene)
        let answer = system.openURL(try #require(URL(string: "demo://x")))
        #expect(answer == nil)
        #expect(sceneDelegate.calls.last == "open [\"demo://x\"]")
    }
}
