import AppServices
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

@MainActor
@Suite struct AppSceneSessionTests {
    static let configurationSelector = "application:configurationForConnectingSceneSession:options:"
    static let discardSelector = "application:didDiscardSceneSessions:"

    /// The configuration names the scene-delegate factory was given, in order.
    let created = CallLog()

    func sceneSystem(_ delegate: TestAppDelegate) throws -> HeadlessSystem {
        let created = created
        let system = appStateSystem(
            delegate,
            options: HeadlessSystem.Options(
                sceneDelegateFactory: { configuration in
                    created.append(configuration.name ?? "unnamed")
                    return PlainSceneDelegate()
                },
                sceneConfigurationName: "Default Configuration",
                supportsMultipleScenes: true))
        try system.launch()
        return system
    }

    @Test func theFirstConfigurationAServiceGivesCreatesTheSceneAndLaterServicesAreNotAsked() throws {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [
            ExternalDisplay(log, nil), Editor(log, "Editor"), Fallback(log, "Fallback"),
        ])
        let system = try sceneSystem(delegate)

        #expect(delegate.advertises(Self.configurationSelector))
        let scene = try system.connectScene()

        #expect(created.entries == ["Editor"])
        #expect(scene.session.configuration.name == "Editor")
        #expect(log.entries == ["ExternalDisplay", "Editor"])
    }

    @Test func withoutAnAnswerTheSessionKeepsItsInfoPlistConfiguration() throws {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [ExternalDisplay(log, nil)])
        let system = try sceneSystem(delegate)

        try system.connectScene()

        #expect(created.entries == ["Default Configuration"])
        #expect(log.entries == ["ExternalDisplay"])
        #expect(system.log.contains(HeadlessLogEntry(.applicationDelegate, Self.configurationSelector)))
    }

    @Test func withoutAConfigurationServiceTheMethodIsHiddenAndTheManifestDecides() throws {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [Discarding(log)])
        let system = try sceneSystem(delegate)

        #expect(!delegate.advertises(Self.configurationSelector))
        try system.connectScene()

        #expect(created.entries == ["Default Configuration"])
        #expect(!system.log.contains(HeadlessLogEntry(.applicationDelegate, Self.configurationSelector)))
    }

    @Test func discardedSessionsAreBroadcastToEveryDiscardServiceInOrder() throws {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [Discarding(log), ExternalDisplay(log, nil), OtherDiscarding(log)])
        let system = try sceneSystem(delegate)
        let scene = try system.connectScene()
        try system.backgroundScene(scene)
        try system.disconnectScene(scene)
        log.entries.removeAll()

        #expect(delegate.advertises(Self.discardSelector))
        try system.discardSessions([scene.session])

        let identifier = scene.session.persistentIdentifier
        #expect(log.entries == ["Discarding \(identifier)", "OtherDiscarding \(identifier)"])
        #expect(!TestAppDelegate(services: [ExternalDisplay(log, nil)]).advertises(Self.discardSelector))
    }
}

/// A scene delegate that does nothing; the tests look at which configuration created it.
private final class PlainSceneDelegate: UIResponder, UISceneDelegate {}

/// A service that names a configuration, or has no opinion, and records under its type's name.
private class SceneConfigurator: SceneConfigurationService {
    let log: CallLog
    let configurationName: String?

    init(_ log: CallLog, _ configurationName: String?) {
        self.log = log
        self.configurationName = configurationName
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        log.append(String(describing: type(of: self)))
        guard let configurationName else { return connectingSceneSession.configuration }  // no opinion
        return UISceneConfiguration(name: configurationName, sessionRole: connectingSceneSession.role)
    }
}

private final class ExternalDisplay: SceneConfigurator {}
private final class Editor: SceneConfigurator {}
private final class Fallback: SceneConfigurator {}

/// A service told about discarded sessions, recording under its type's name.
private class Discarding: SceneSessionDiscardService {
    let log: CallLog

    init(_ log: CallLog) {
        self.log = log
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        let identifiers = sceneSessions.map(\.persistentIdentifier).sorted()
        log.append("\(type(of: self)) \(identifiers.joined(separator: ","))")
    }
}

private final class OtherDiscarding: Discarding {}
