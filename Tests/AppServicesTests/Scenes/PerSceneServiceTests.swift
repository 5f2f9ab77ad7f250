import AppServices
import AppServicesTesting
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Services created per scene by a ``SceneServiceProvider`` scene delegate: each window of an iPad app
/// gets its own, they see only their scene's callbacks, and they go when the scene disconnects.
@MainActor
@Suite struct PerSceneServiceTests {
    let journal = SceneJournal()

    func makeDriver() -> HeadlessAppDriver {
        let journal = journal
        return HeadlessAppDriver(
            appDelegate: { CoordinatedAppDelegate(journal: journal) },
            sceneDelegate: { CoordinatedSceneDelegate(journal: journal) },
            options: HeadlessSystem.Options(supportsMultipleScenes: true))
    }

    @Test func eachSceneGetsServicesOfItsOwnThatSeeOnlyItsCallbacks() throws {
        let driver = makeDriver()
        try driver.coldLaunch()
        let second = try driver.connectScene()
        journal.entries.removeAll()

        driver.system.openURL(URL(string: "reader://article/7")!, in: second)

        #expect(journal.entries == ["analytics: open", "main-2: open"])
        #expect(journal.liveCoordinators == 2)
        #expect(driver.host.services(attachedTo: second).count == 1)
        #expect(!driver.host.services.contains { $0 is WindowCoordinator }, "not an app-wide service")
    }

    @Test func aScenesServicesConnectAfterAndDisconnectBeforeTheAppWideOnes() throws {
        let driver = makeDriver()
        try driver.coldLaunch()
        let scene = try #require(driver.scenes.first)

        try driver.disconnectScene(scene)

        #expect(
            journal.entries == [
                "analytics: connect Default Configuration", "main-1: connect", "main-1: disconnect",
                "analytics: disconnect",
            ])
    }

    @Test func aScenesServicesAreReleasedWhenItDisconnects() throws {
        let driver = makeDriver()
        try driver.coldLaunch()
        let second = try driver.connectScene()
        #expect(journal.liveCoordinators == 2)

        try driver.disconnectScene(second)

        #expect(journal.liveCoordinators == 1)
        #expect(driver.host.services(attachedTo: second).isEmpty)
    }

    @Test func aScenesOwnServiceCreatesItsWindowThroughItsContext() throws {
        let driver = makeDriver()
        try driver.coldLaunch()
        let second = try driver.connectScene()

        let windows = driver.scenes.map { ($0.delegate as? ServicesSceneDelegate)?.window }
        #expect(windows.allSatisfy { $0 != nil })
        #expect(windows[1]?.windowScene === second)
        #expect(windows[0] !== windows[1])
    }

    @Test func aConfigurationGetsTheServicesItsDelegateGivesIt() throws {
        let driver = makeDriver()
        try driver.coldLaunch()
        journal.entries.removeAll()

        let settings = try driver.connectScene(
            HeadlessSceneConnection(userActivities: [NSUserActivity(activityType: "settings")]))

        #expect(settings.session.configuration.name == "Settings")
        #expect(journal.entries == ["analytics: connect Settings", "settings-2: connect"])
    }

    @Test func answersMergeTheScenesServicesAfterTheAppWideOnes() throws {
        let driver = makeDriver()
        try driver.coldLaunch()
        let scene = try #require(driver.scenes.first)
        let sceneDelegate = try #require(scene.delegate as? ServicesSceneDelegate)

        let completion = driver.system.performShortcut(
            UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose"), in: scene)

        #expect(completion?.values == [true])
        #expect(sceneDelegate.stateRestorationActivity(for: scene)?.activityType == "restore.main-1")
    }

    @Test func aProvidersDelegateAdvertisesEverySceneCallbackBeforeItsSceneConnects() {
        let host = ServiceHost()
        let provider = ProvidingSceneDelegate(host: host)
        let plain = ServicesSceneDelegate(host: host)
        for callback in DelegateCallback.allCases where [.scene, .windowScene].contains(callback.delegate) {
            let selector = NSSelectorFromString(callback.selector)
            #expect(provider.responds(to: selector), "\(callback)")
            #expect(!plain.responds(to: selector), "\(callback)")
        }
    }

    @Test func aCallbackNoScenesServiceHandlesAnswersAsWithoutTheMethod() throws {
        let driver = HeadlessAppDriver(
            appDelegate: { CoordinatedAppDelegate(journal: SceneJournal()) },
            sceneDelegate: { ProvidingSceneDelegate() })
        try driver.coldLaunch()
        let scene = try #require(driver.scenes.first)

        let completion = driver.system.performShortcut(
            UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose"), in: scene)

        #expect(completion?.values == [false])
        #expect((scene.delegate as? ServicesSceneDelegate)?.stateRestorationActivity(for: scene) == nil)
    }
}

/// A provider that gives its scenes no services.
final class ProvidingSceneDelegate: ServicesSceneDelegate, SceneServiceProvider {
    func sceneServices(for session: UISceneSession) -> [any ApplicationService] { [] }
}
