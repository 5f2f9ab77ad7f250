import AppServices
import AppServicesTesting
import Foundation
import PropertyBased
import Testing
import UIKitHeadless

/// Random orders of events on up to three scenes: the app-level services of a scene-based app are told exactly
/// the app-level transitions UIKit announces with its `UIApplication` notifications (active with the first
/// active scene, background with the last one in the foreground), each once, in the same order.
@MainActor
@Suite struct AppLevelLifecyclePropertyTests {
    enum Step: CaseIterable, Sendable {
        case connect, activate, deactivate, background, foreground, disconnect
    }

    struct Event: Sendable {
        var step: Step
        var scene: Int
    }

    static let notifications: [Notification.Name: String] = [
        UIApplication.didBecomeActiveNotification: "applicationDidBecomeActive:",
        UIApplication.willResignActiveNotification: "applicationWillResignActive:",
        UIApplication.didEnterBackgroundNotification: "applicationDidEnterBackground:",
        UIApplication.willEnterForegroundNotification: "applicationWillEnterForeground:",
    ]

    /// Performs `step` on the scene `index` picks among `scenes` (modulo their count), or connects one for
    /// `connection`; a step the scene's state does not allow does nothing.
    static func perform(
        _ step: Step, scene index: Int, connecting connection: HeadlessSceneConnection = HeadlessSceneConnection(),
        _ system: HeadlessSystem, _ scenes: inout [UIWindowScene]
    ) {
        guard step != .connect else {
            if let scene = try? system.connectScene(connection) { scenes.append(scene) }
            return
        }
        guard !scenes.isEmpty else { return }
        let scene = scenes[index % scenes.count]
        switch step {
        case .connect: return
        case .activate: try? system.activateScene(scene)
        case .deactivate: try? system.deactivateScene(scene)
        case .background: try? system.backgroundScene(scene)
        case .foreground: try? system.foregroundScene(scene)
        case .disconnect:
            if (try? system.disconnectScene(scene)) != nil { scenes.removeAll { $0 === scene } }
        }
    }

    /// How the app launched: in the foreground (inactive, or in the background state, as field reports say a
    /// scene-based app may), or into the background for a silent push.
    enum Launch: CaseIterable, Sendable {
        case foregroundInactive, foregroundInBackgroundState, backgroundForPush
    }

    @Test func appLevelServicesFollowUIKitsAppLevelNotificationsOverAnyOrderOfSceneEvents() async {
        let events = zip(Gen<Step>.case, Gen.int(in: 0...2)).map { Event(step: $0, scene: $1) }
        await propertyCheck(count: 200, input: Gen<Launch>.case, events.array(of: 0...30)) { launch, events in
            let recorder = RecordingService(handling: [
                .didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground,
                .didReceiveRemoteNotificationWithFetch,
            ])
            var options = HeadlessSystem.Options(supportsMultipleScenes: true)
            if launch == .foregroundInBackgroundState { options.sceneLaunchState = .background }
            let driver = HeadlessAppDriver(services: [recorder], usesScenes: true, options: options)
            if launch == .backgroundForPush {
                _ = try? driver.system.launchInBackground(options: [.remoteNotification: ["aps": [:]]])
            } else {
                _ = try? driver.system.launch()
            }
            var scenes: [UIWindowScene] = []
            for event in events { Self.perform(event.step, scene: event.scene, driver.system, &scenes) }

            var announced = driver.system.log.compactMap { entry in
                entry.kind == .notification ? Self.notifications[Notification.Name(entry.name)] : nil
            }
            // A foreground launch in the background state: the first scene's foregrounding is the launch, which an
            // app without scenes never hears of as `applicationWillEnterForeground`.
            if launch == .foregroundInBackgroundState, announced.first == "applicationWillEnterForeground:" {
                announced.removeFirst()
            }
            let lifecycle = Set(Self.notifications.values)
            #expect(recorder.selectors.filter(lifecycle.contains) == announced)
            #expect(
                !driver.system.log.contains { $0.kind == .applicationDelegate && $0.name.hasPrefix("applicationDid") })
        }
    }
}
