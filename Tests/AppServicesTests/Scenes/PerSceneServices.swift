import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// What the per-scene tests' services did, in order, named by who did it.
@MainActor
final class SceneJournal {
    var entries: [String] = []
    /// Every per-scene coordinator made, held weakly.
    var coordinators: [WeakCoordinator] = []
    /// How many per-scene coordinators exist right now (weak references: an `isolated deinit` may run later
    /// than the release).
    var liveCoordinators: Int { coordinators.filter { $0.coordinator != nil }.count }
    /// How many scenes asked for their services.
    var connections = 0
}

/// A coordinator held weakly.
struct WeakCoordinator {
    weak var coordinator: WindowCoordinator?
}

/// A window's coordinator, one per scene: it creates the scene's window and remembers the scene's URLs.
@MainActor
final class WindowCoordinator: ContextualService, SceneWillConnectService, SceneDidDisconnectService,
    SceneURLOpeningService, WindowSceneShortcutItemService, SceneStateRestorationActivityService
{
    let name: String
    private let journal: SceneJournal
    private var context: ServiceContext?

    init(name: String, journal: SceneJournal) {
        self.name = name
        self.journal = journal
        journal.coordinators.append(WeakCoordinator(coordinator: self))
    }

    func attach(to context: ServiceContext) { self.context = context }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        context?.setWindow(UIWindow(windowScene: windowScene), of: scene)
        journal.entries.append("\(name): connect")
    }

    func sceneDidDisconnect(_ scene: UIScene) { journal.entries.append("\(name): disconnect") }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        journal.entries.append("\(name): open")
    }

    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        journal.entries.append("\(name): shortcut")
        completionHandler(shortcutItem.type == "compose")
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        NSUserActivity(activityType: "restore.\(name)")
    }
}

/// An app-wide service that sees every scene.
@MainActor
final class SceneAnalytics: SceneWillConnectService, SceneDidDisconnectService, SceneURLOpeningService {
    private let journal: SceneJournal
    init(journal: SceneJournal) { self.journal = journal }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        journal.entries.append("analytics: connect \(session.configuration.name ?? "-")")
    }

    func sceneDidDisconnect(_ scene: UIScene) { journal.entries.append("analytics: disconnect") }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        journal.entries.append("analytics: open")
    }
}

/// Sends scenes that continue a "settings" activity to the Settings configuration.
@MainActor
final class SceneRouter: SceneConfigurationService {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        guard options.userActivities.contains(where: { $0.activityType == "settings" }) else {
            return connectingSceneSession.configuration
        }
        return UISceneConfiguration(name: "Settings", sessionRole: connectingSceneSession.role)
    }
}

/// A scene delegate that gives each main window a coordinator of its own, and Settings windows another.
final class CoordinatedSceneDelegate: ServicesSceneDelegate, SceneServiceProvider {
    private let journal: SceneJournal

    init(journal: SceneJournal) {
        self.journal = journal
        super.init()
    }

    func sceneServices(for session: UISceneSession) -> [any ApplicationService] {
        journal.connections += 1
        let number = journal.connections
        switch session.configuration.name {
        case "Settings": return [WindowCoordinator(name: "settings-\(number)", journal: journal)]
        default: return [WindowCoordinator(name: "main-\(number)", journal: journal)]
        }
    }
}

/// The app delegate of the per-scene tests.
final class CoordinatedAppDelegate: ServicesAppDelegate {
    private let journal: SceneJournal

    init(journal: SceneJournal) {
        self.journal = journal
        super.init()
    }

    override var services: [any ApplicationService] { [SceneAnalytics(journal: journal), SceneRouter()] }
}
