import AppServices
import AppServicesTesting
import Foundation
import PropertyBased
import Testing
import UIKitHeadless

/// Random orders of connection, activation, backgrounding and disconnection of scenes of every role: the app-level
/// services hear the app become active only while a scene of an app-level role (``ServiceHost/appLevelSceneRoles``)
/// is, never because of CarPlay or an external display, and exactly as UIKit's `UIApplication` notifications
/// announce it (the replica posts them by the same rule, `HeadlessSystem.applicationStateRoles`).
@MainActor
@Suite struct SceneRoleLifecyclePropertyTests {
    typealias Step = AppLevelLifecyclePropertyTests.Step

    struct Event: Sendable {
        var step: Step
        /// The scene it applies to, modulo the connected ones; for `connect`, the role's index.
        var index: Int
    }

    enum Launch: CaseIterable, Sendable {
        case foreground, background
    }

    /// Launches in the foreground, or into the background for a silent push (which tells the library the launch was
    /// a background one, as UIKit's notifications then say).
    func launch(_ launch: Launch, _ services: [any ApplicationService]) -> HeadlessAppDriver {
        let push = RecordingService(handling: [.didReceiveRemoteNotificationWithFetch])
        let driver = HeadlessAppDriver(
            services: services + [push], usesScenes: true,
            options: HeadlessSystem.Options(supportsMultipleScenes: true))
        if launch == .background {
            _ = try? driver.system.launchInBackground(options: [.remoteNotification: ["aps": [:]]])
        } else {
            _ = try? driver.system.launch()
        }
        return driver
    }

    func perform(_ event: Event, _ system: HeadlessSystem, _ scenes: inout [UIWindowScene]) {
        var connection = HeadlessSceneConnection()
        connection.role = SceneRoles.all[event.index % SceneRoles.all.count]
        AppLevelLifecyclePropertyTests.perform(
            event.step, scene: event.index, connecting: connection, system, &scenes)
    }

    @Test func theAppIsActiveForItsServicesOnlyWhileASceneOfAnAppLevelRoleIs() async {
        let events = zip(Gen<Step>.case, Gen.int(in: 0...6)).map { Event(step: $0, index: $1) }
        await propertyCheck(count: 200, input: Gen<Launch>.case, events.array(of: 0...40)) { launch, events in
            let witness = AppStateWitness()
            let driver = self.launch(launch, [witness])
            var scenes: [UIWindowScene] = []
            for event in events { perform(event, driver.system, &scenes) }

            for call in witness.calls {
                switch call.selector {
                case "applicationDidBecomeActive:": #expect(call.appSceneActive, "active without an app scene active")
                case "applicationWillEnterForeground:": #expect(call.appSceneForeground)
                case "applicationWillResignActive:": #expect(!call.appSceneActive)
                default: #expect(!call.appSceneForeground, "background with an app scene in the foreground")
                }
            }
            let announced = driver.system.log.compactMap {
                $0.kind == .notification
                    ? AppLevelLifecyclePropertyTests.notifications[Notification.Name($0.name)] : nil
            }
            #expect(witness.calls.map(\.selector) == announced)
            let appLevelState = driver.system.application.connectedScenes
                .filter { ServiceHost.appLevelSceneRoles.contains($0.session.role) }.map(\.activationState)
            if appLevelState.contains(.foregroundActive) {
                #expect(driver.system.application.applicationState == .active)
            } else if !appLevelState.contains(.foregroundInactive), launch == .background || !appLevelState.isEmpty {
                #expect(driver.system.application.applicationState == .background)
            }
        }
    }

    @Test func scenesOfOtherRolesAloneNeverMakeTheAppActive() async {
        let others = Gen.int(in: 0...(SceneRoles.others.count - 1))
        await propertyCheck(count: 100, input: others.array(of: 1...4), Gen<Launch>.case) { roles, launch in
            let witness = AppStateWitness()
            let driver = self.launch(launch, [witness])
            for index in roles {
                var connection = HeadlessSceneConnection()
                connection.role = SceneRoles.others[index]
                guard let scene = try? driver.system.connectScene(connection) else { continue }
                try? driver.system.activateScene(scene)
                #expect(scene.activationState == .foregroundActive, "a car's or display's scene shows on its screen")
            }
            #expect(!witness.calls.contains { $0.selector == "applicationDidBecomeActive:" })
            #expect(driver.system.application.applicationState != .active)
        }
    }
}
