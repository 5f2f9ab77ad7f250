import AppServices
import AppServicesCarPlay
import AppServicesTesting
import CarPlayHeadless
import Foundation
import Testing
import UIKitHeadless

/// CarPlay's scene-delegate callbacks reach the services through `ServicesCarPlaySceneDelegate`: app-wide services
/// first and the scene's own after (teardown reversed), the window variants only for a navigation service, and
/// `contentStyleDidChange(_:)` with the scene it concerns.
@MainActor
@Suite struct CarPlayCallbackTests {
    let journal = CarPlayJournal()

    func makeDriver(_ services: [any ApplicationService] = []) -> HeadlessAppDriver {
        let journal = journal
        return HeadlessAppDriver(
            services: [CarPlayRoot("app-root", journal: journal)] + services, usesScenes: true,
            options: CarPlayApp.options { CarPlaySceneDelegate(journal: journal) })
    }

    @Test func theCarsScreenConnectsToTheAppsAndTheScenesServicesWhichSetTheRootTemplate() throws {
        let driver = makeDriver()
        try driver.system.launch()
        let car = try driver.system.connectScene(
            CarPlayApp.connection(.carTemplateApplication), as: CPTemplateApplicationScene.self)

        #expect(journal.entries == ["app-root: connect", "scene-root: connect"])
        #expect(car.interfaceController.rootTemplate != nil)
        #expect(car.activationState == .foregroundInactive, "the car's screen shows it")
        #expect(driver.host.services(attachedTo: car).count == 1)

        try driver.system.activateScene(car)
        try driver.system.deactivateScene(car)
        try driver.system.backgroundScene(car)
        try driver.system.disconnectScene(car)

        #expect(journal.entries.suffix(2) == ["scene-root: disconnect", "app-root: disconnect"])
        #expect(driver.host.services(attachedTo: car).isEmpty)
    }

    @Test func withoutANavigationServiceTheDelegateLacksTheWindowVariants() throws {
        let plain = makeDriver()
        try plain.system.launch()
        let audio = try plain.system.connectScene(
            CarPlayApp.connection(.carTemplateApplication), as: CPTemplateApplicationScene.self)
        let audioDelegate = try #require(audio.delegate as? ServicesCarPlaySceneDelegate)
        #expect(!audioDelegate.responds(to: Selector(CarPlaySelectors.didConnectToWindow)))
        #expect(audioDelegate.responds(to: Selector(CarPlaySelectors.didConnect)))
        #expect(journal.entries == ["app-root: connect", "scene-root: connect"])
    }

    @Test func aNavigationServiceMakesTheDelegateImplementTheWindowVariantWhichCarPlayThenCalls() throws {
        let navigation = makeDriver([NavigationCarPlay(journal: journal)])
        try navigation.system.launch()
        let map = try navigation.system.connectScene(
            CarPlayApp.connection(.carTemplateApplication), as: CPTemplateApplicationScene.self)
        let mapDelegate = try #require(map.delegate as? ServicesCarPlaySceneDelegate)
        #expect(mapDelegate.responds(to: Selector(CarPlaySelectors.didConnectToWindow)))
        #expect(journal.entries == ["map: connect window"], "CarPlay calls one variant: the window's")
    }

    @Test func aContentStyleChangeNamesTheSceneItConcerns() throws {
        let driver = makeDriver([NavigationCarPlay(journal: journal)])
        try driver.system.launch()
        let car = try driver.system.connectScene(
            CarPlayApp.connection(.carTemplateApplication), as: CPTemplateApplicationScene.self)
        let cluster = try driver.system.connectScene(
            CarPlayApp.connection(.CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication),
            as: CPTemplateApplicationInstrumentClusterScene.self)
        journal.entries.removeAll()

        driver.system.changeContentStyle(to: .dark, of: car)
        driver.system.changeContentStyle(to: .light, of: cluster)

        #expect(car.contentStyle == .dark)
        #expect(cluster.contentStyle == .light)
        #expect(
            journal.entries == [
                "app-root: style 2 CPTemplateApplicationSceneSessionRoleApplication", "map: style",
                "scene-root: style 2 CPTemplateApplicationSceneSessionRoleApplication",
                "app-root: style 1 CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication", "map: style",
                "scene-root: style 1 CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication",
            ])
    }

    @Test func theDashboardAndTheInstrumentClusterConnectAndDisconnect() throws {
        let driver = makeDriver([NavigationCarPlay(journal: journal)])
        try driver.system.launch()
        let dashboard = try driver.system.connectScene(
            CarPlayApp.connection(.CPTemplateApplicationDashboardSceneSessionRoleApplication),
            as: CPTemplateApplicationDashboardScene.self)
        let cluster = try driver.system.connectScene(
            CarPlayApp.connection(.CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication),
            as: CPTemplateApplicationInstrumentClusterScene.self)
        for scene in [dashboard, cluster] as [UIScene] {
            try driver.system.backgroundScene(scene)
            try driver.system.disconnectScene(scene)
        }

        #expect(
            journal.entries == [
                "map: dashboard connect", "map: cluster connect", "map: dashboard disconnect",
                "map: cluster disconnect",
            ])
    }

    @Test func aTappedNavigationAlertReachesTheServices() throws {
        let driver = makeDriver()
        try driver.system.launch()
        let car = try driver.system.connectScene(
            CarPlayApp.connection(.carTemplateApplication), as: CPTemplateApplicationScene.self)
        journal.entries.removeAll()

        driver.system.selectNavigationAlert(CPNavigationAlert(), in: car)

        #expect(journal.entries == ["app-root: alert", "scene-root: alert"])
    }

    @Test func aCarPlaySceneDelegateIsNeverAskedForAPhoneScene() throws {
        let driver = makeDriver()
        try driver.coldLaunch()
        let phone = try #require(driver.scenes.first)
        #expect(!(phone.delegate is ServicesCarPlaySceneDelegate))
        #expect(journal.entries.isEmpty)
    }
}
