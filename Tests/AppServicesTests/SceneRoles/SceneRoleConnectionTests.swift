import AppServices
import AppServicesTesting
import CarPlayHeadless
import Foundation
import Testing
import UIKitHeadless

/// A scene of every role the replica knows connects through the library's adapters: it gets its configuration from
/// the services' `application(_:configurationForConnecting:options:)` (first answer, else the session's), its own
/// per-scene services, and an iOS 27 accessory its user info.
@MainActor
@Suite struct SceneRoleConnectionTests {
    /// Names each role's configuration after its role, as an app routes CarPlay to a delegate class of its own.
    final class RoleRouter: SceneConfigurationService {
        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            UISceneConfiguration(name: connectingSceneSession.role.rawValue, sessionRole: connectingSceneSession.role)
        }
    }

    /// One per scene: notes its scene's connection and what the connection options carried.
    final class SceneNotes: SceneWillConnectService, SceneDidBecomeActiveService {
        let journal: Journal
        init(journal: Journal) { self.journal = journal }

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            let info = connectionOptions.sceneAccessoryUserInfo.map { " \($0)" } ?? ""
            journal.entries.append("connect \(session.configuration.name ?? "-")\(info)")
        }

        func sceneDidBecomeActive(_ scene: UIScene) { journal.entries.append("active \(scene.session.role.rawValue)") }
    }

    @MainActor final class Journal {
        var entries: [String] = []
    }

    final class RoleSceneDelegate: ServicesSceneDelegate, SceneServiceProvider {
        let journal: Journal
        init(journal: Journal) {
            self.journal = journal
            super.init()
        }

        func sceneServices(for session: UISceneSession) -> [any ApplicationService] { [SceneNotes(journal: journal)] }
    }

    final class RoleAppDelegate: ServicesAppDelegate {
        override var services: [any ApplicationService] { [RoleRouter()] }
    }

    func makeDriver(_ journal: Journal) -> HeadlessAppDriver {
        HeadlessAppDriver(
            appDelegate: { RoleAppDelegate() }, sceneDelegate: { RoleSceneDelegate(journal: journal) },
            options: HeadlessSystem.Options(supportsMultipleScenes: true))
    }

    @Test(arguments: SceneRoles.all.map(\.rawValue))
    func aSceneOfEachRoleConnectsWithItsConfigurationAndItsOwnServices(_ rawRole: String) throws {
        let role = UISceneSession.Role(rawValue: rawRole)
        let journal = Journal()
        let driver = makeDriver(journal)
        try driver.system.launch()
        var connection = HeadlessSceneConnection()
        connection.role = role
        let scene = try driver.connectScene(connection)

        #expect(scene.session.configuration.name == rawRole, "the services' configuration, through the merge rule")
        #expect(journal.entries == ["connect \(rawRole)", "active \(rawRole)"])
        #expect(driver.host.services(attachedTo: scene).count == 1)
        #expect(
            ServiceHost.appLevelSceneRoles.contains(role) == (driver.system.application.applicationState == .active))
    }

    @Test func anExternalDisplayAccessoryConnectsWithTheUserInfoItWasRegisteredWith() throws {
        let journal = Journal()
        let driver = makeDriver(journal)
        try driver.coldLaunch()
        journal.entries.removeAll()
        var accessory = HeadlessSceneConnection()
        accessory.role = .windowExternalDisplayNonInteractive
        accessory.sceneAccessoryUserInfo = "teleprompter script 7"

        let scene = try driver.connectScene(accessory)

        #expect(
            journal.entries.first
                == "connect UIWindowSceneSessionRoleExternalDisplayNonInteractive teleprompter script 7")
        #expect(driver.host.services(attachedTo: scene).count == 1)
    }

    @Test func theForegroundRolesAreThoseOfTheScenesOnScreen() throws {
        let journal = Journal()
        let driver = makeDriver(journal)
        try driver.coldLaunch()
        let phone = try #require(driver.scenes.first)
        var car = HeadlessSceneConnection()
        car.role = .carTemplateApplication
        _ = try driver.connectScene(car)
        let witness = AppStateWitness()
        driver.host.attach([witness], to: phone)

        try driver.system.deactivateScene(phone)
        try driver.system.backgroundScene(phone)

        #expect(witness.foregroundRoles == [.carTemplateApplication])
        #expect(witness.activeRoles == [.carTemplateApplication])
        #expect(driver.system.application.applicationState == .background, "the phone's scene is the app's")
    }
}
