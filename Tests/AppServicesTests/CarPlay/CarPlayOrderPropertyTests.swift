import AppServices
import AppServicesCarPlay
import AppServicesTesting
import CarPlayHeadless
import Foundation
import PropertyBased
import Testing
import UIKitHeadless

/// Every order in which the phone's scene and a CarPlay scene connect, activate, go to the background and
/// disconnect, CarPlay first included: the CarPlay services hear each connection and disconnection of the car's
/// screen exactly once, and the app-level services hear the app become active only with the phone's scene.
@MainActor
@Suite struct CarPlayOrderPropertyTests {
    enum Step: CaseIterable, Sendable {
        case connect, activate, deactivate, background, foreground, disconnect
    }

    enum Target: CaseIterable, Sendable {
        case phone, car
    }

    enum Launch: CaseIterable, Sendable {
        case foreground, backgroundForPush
    }

    final class Scenes {
        var phone: UIWindowScene?
        var car: CPTemplateApplicationScene?
        var carConnections = 0
        var carDisconnections = 0
    }

    func perform(_ step: Step, _ target: Target, _ system: HeadlessSystem, _ scenes: Scenes) {
        let scene: UIScene? = target == .phone ? scenes.phone : scenes.car
        switch step {
        case .connect:
            guard scene == nil else { return }
            if target == .phone {
                scenes.phone = try? system.connectScene()
            } else if let car = try? system.connectScene(
                CarPlayApp.connection(.carTemplateApplication), as: CPTemplateApplicationScene.self)
            {
                scenes.car = car
                scenes.carConnections += 1
            }
        case .activate: scene.map { try? system.activateScene($0) }
        case .deactivate: scene.map { try? system.deactivateScene($0) }
        case .background: scene.map { try? system.backgroundScene($0) }
        case .foreground: scene.map { try? system.foregroundScene($0) }
        case .disconnect:
            guard let scene, (try? system.disconnectScene(scene)) != nil else { return }
            if target == .phone {
                scenes.phone = nil
            } else {
                scenes.car = nil
                scenes.carDisconnections += 1
            }
        }
    }

    @Test func carPlayCallbacksArriveOnceAndOnlyThePhoneMakesTheAppActive() async {
        let events = zip(Gen<Step>.case, Gen<Target>.case)
        await propertyCheck(count: 200, input: Gen<Launch>.case, events.array(of: 0...30)) { launch, events in
            let journal = CarPlayJournal()
            let witness = AppStateWitness()
            let push = RecordingService(handling: [.didReceiveRemoteNotificationWithFetch])
            let driver = HeadlessAppDriver(
                services: [CarPlayRoot("app-root", journal: journal), witness, push], usesScenes: true,
                options: CarPlayApp.options { ServicesCarPlaySceneDelegate() })
            if launch == .backgroundForPush {
                _ = try? driver.system.launchInBackground(options: [.remoteNotification: ["aps": [:]]])
            } else {
                _ = try? driver.system.launch()
            }
            let scenes = Scenes()
            for (step, target) in events { perform(step, target, driver.system, scenes) }

            #expect(journal.entries.filter { $0 == "app-root: connect" }.count == scenes.carConnections)
            #expect(journal.entries.filter { $0 == "app-root: disconnect" }.count == scenes.carDisconnections)
            for call in witness.calls where call.selector == "applicationDidBecomeActive:" {
                #expect(call.appSceneActive, "active only with the phone's scene")
            }
            let posted = driver.system.log.filter {
                $0.kind == .notification && $0.name == UIApplication.didBecomeActiveNotification.rawValue
            }
            #expect(posted.count == witness.calls.filter { $0.selector == "applicationDidBecomeActive:" }.count)
            if scenes.phone?.activationState != .foregroundActive {
                #expect(driver.system.application.applicationState != .active)
            }
        }
    }

    @Test func aCarPlayFirstLaunchLeavesTheAppInTheBackgroundUntilThePhonesSceneComes() throws {
        let journal = CarPlayJournal()
        let witness = AppStateWitness()
        let driver = HeadlessAppDriver(
            services: [CarPlayRoot("app-root", journal: journal), witness], usesScenes: true,
            options: CarPlayApp.options { ServicesCarPlaySceneDelegate() })
        try driver.system.launchInBackground()
        let car = try driver.system.connectScene(
            CarPlayApp.connection(.carTemplateApplication), as: CPTemplateApplicationScene.self)
        try driver.system.activateScene(car)

        #expect(journal.entries == ["app-root: connect"])
        #expect(witness.calls.isEmpty, "no applicationDidBecomeActive: the phone is locked")
        #expect(driver.system.application.applicationState == .background)
        #expect(!driver.system.log.contains { $0.name == UIApplication.didBecomeActiveNotification.rawValue })

        let phone = try driver.system.connectScene()
        try driver.system.foregroundScene(phone)
        try driver.system.activateScene(phone)

        #expect(witness.calls.map(\.selector) == ["applicationWillEnterForeground:", "applicationDidBecomeActive:"])
        #expect(driver.system.application.applicationState == .active)
    }
}
