import AppServices
import Foundation
import Testing
import UIKitHeadless

/// Whole lifecycles on the headless system through the real adapters: a scene delegate made by UIKit's
/// route (no arguments, host found through the app delegate) and the notification-center delegate that
/// launching installs.
@MainActor
@Suite struct SceneEndToEndTests {
    let journal = CallLog()

    /// Records whether the notification-center delegate was in place when `didFinishLaunching` ran.
    final class LaunchProbe: DidFinishLaunchingService {
        var delegateInstalledAtDidFinish: Bool?

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            delegateInstalledAtDidFinish = UNUserNotificationCenter.current().delegate != nil
            return true
        }
    }

    @Test func aSceneLivesThroughItsWholeLifecycleInOrderAndIsTornDownInReverse() throws {
        let host = ServiceHost()
        host.add(SceneLifecycleRecorder("window", journal))
        host.add(SceneLifecycleRecorder("analytics", journal))
        host.add(SceneLifecycleRecorder("crashes", journal), priority: 100)
        let system = HeadlessSystem(
            delegate: SceneTestAppDelegate(host: host),
            options: HeadlessSystem.Options(sceneDelegateFactory: { _ in ServicesSceneDelegate() }),
            notificationCenter: NotificationCenter()
        )
        try system.launch()
        let scene = try system.connectScene()
        try system.activateScene(scene)
        try system.deactivateScene(scene)
        try system.backgroundScene(scene)
        try system.disconnectScene(scene)
        let setUp = ["crashes", "window", "analytics"]
        let tornDown = Array(setUp.reversed())
        #expect(
            journal.entries
                == setUp.map { "\($0) willConnect" } + setUp.map { "\($0) willEnterForeground" }
                + setUp.map { "\($0) didBecomeActive" } + tornDown.map { "\($0) willResignActive" }
                + tornDown.map { "\($0) didEnterBackground" } + tornDown.map { "\($0) didDisconnect" })
        let appLevel = [
            "applicationDidBecomeActive:", "applicationWillResignActive:", "applicationDidEnterBackground:",
            "applicationWillEnterForeground:",
        ]
        #expect(
            !system.log.contains { $0.kind == .applicationDelegate && appLevel.contains($0.name) },
            "a scene app's services get the scene callbacks, not the app-level ones")
        #expect(system.state == .background)
    }

    @Test func launchingInstallsTheNotificationDelegateBeforeDidFinishAndItDeliversPresentationAndResponse()
        async throws
    {
        let probe = LaunchProbe()
        let stage = try NotificationStage([
            probe, ChatBannerPresenter("chat", journal), InboxResponder("inbox", journal),
        ])
        let installed = try #require(stage.appDelegate.notificationCenterDelegate)
        #expect(stage.system.userNotificationCenter.delegate === installed)
        #expect(probe.delegateInstalledAtDidFinish == true)
        let presented = try #require(stage.system.presentNotification(makeNotification("chat.7")))
        let responded = try #require(
            stage.system.respondToNotification(UNNotificationResponse(notification: makeNotification("chat.7"))))
        #expect(await presented.value == [.banner, .list])
        #expect(await responded.value)
        #expect(
            stage.system.log.filter { $0.kind == .notificationCenterDelegate }.map(\.name) == [
                "userNotificationCenter:willPresentNotification:withCompletionHandler:",
                "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
            ])
        #expect(
            journal.entries == ["chat willPresent chat.7", "inbox didReceive \(UNNotificationDefaultActionIdentifier)"])
    }

    @Test func withoutNotificationServicesLaunchingLeavesTheCenterAlone() throws {
        let stage = try NotificationStage([SceneActivationRecorder("scene", journal)])
        #expect(stage.appDelegate.notificationCenterDelegate == nil)
        #expect(stage.system.userNotificationCenter.delegate == nil)
        #expect(stage.system.presentNotification(makeNotification("chat.1")) == nil)
    }

    @Test func theSceneDelegateDoesNotKeepTheHostAlive() throws {
        weak var weakHost: ServiceHost?
        weak var weakAppDelegate: ServicesAppDelegate?
        var sceneDelegate: (any UISceneDelegate)?
        do {
            let host = ServiceHost(services: [SceneLifecycleRecorder("window", journal)])
            let appDelegate = SceneTestAppDelegate(host: host)
            weakHost = host
            weakAppDelegate = appDelegate
            let system = HeadlessSystem(
                delegate: appDelegate,
                options: HeadlessSystem.Options(sceneDelegateFactory: { _ in ServicesSceneDelegate() }),
                notificationCenter: NotificationCenter()
            )
            try system.launch()
            sceneDelegate = try system.connectScene().delegate
            #expect(journal.entries == ["window willConnect", "window willEnterForeground"])
        }
        #expect(sceneDelegate is ServicesSceneDelegate, "the scene delegate is still alive")
        #expect(weakAppDelegate == nil)
        #expect(weakHost == nil, "the host went with the app delegate")
    }
}
