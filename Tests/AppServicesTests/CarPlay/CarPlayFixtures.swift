import AppServices
import AppServicesCarPlay
import AppServicesTesting
import CarPlayHeadless
import Foundation
import UIKitHeadless

/// What the CarPlay tests' services were told, in order.
@MainActor
final class CarPlayJournal {
    var entries: [String] = []
}

/// A CarPlay app's root: sets the root template as the car's screen connects, as CarPlay requires.
@MainActor
final class CarPlayRoot: CarPlayConnectService, CarPlayDisconnectService, CarPlayContentStyleService,
    CarPlayNavigationAlertService, ContextualService
{
    let name: String
    let journal: CarPlayJournal
    private var context: ServiceContext?

    init(_ name: String, journal: CarPlayJournal) {
        self.name = name
        self.journal = journal
    }

    func attach(to context: ServiceContext) { self.context = context }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        interfaceController.setRootTemplate(CPTemplate(), animated: false, completion: nil)
        journal.entries.append("\(name): connect")
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController
    ) { journal.entries.append("\(name): disconnect") }

    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {
        let role = context?.scene?.session.role.rawValue ?? "no scene"
        journal.entries.append("\(name): style \(contentStyle.rawValue) \(role)")
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert
    ) { journal.entries.append("\(name): alert") }
}

/// A navigation app's service for the window variants, the dashboard and the instrument cluster.
@MainActor
final class NavigationCarPlay: CarPlayWindowConnectService, CarPlayWindowDisconnectService,
    CarPlayDashboardConnectService, CarPlayDashboardDisconnectService, CarPlayInstrumentClusterConnectService,
    CarPlayInstrumentClusterDisconnectService, CarPlayContentStyleService
{
    let journal: CarPlayJournal
    init(journal: CarPlayJournal) { self.journal = journal }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) { journal.entries.append("map: connect window") }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) { journal.entries.append("map: disconnect window") }

    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow
    ) { journal.entries.append("map: dashboard connect") }

    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didDisconnect dashboardController: CPDashboardController, from window: UIWindow
    ) { journal.entries.append("map: dashboard disconnect") }

    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) { journal.entries.append("map: cluster connect") }

    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnect instrumentClusterController: CPInstrumentClusterController
    ) { journal.entries.append("map: cluster disconnect") }

    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) { journal.entries.append("map: style") }
}

/// A CarPlay scene delegate giving each CarPlay scene a root of its own.
final class CarPlaySceneDelegate: ServicesCarPlaySceneDelegate, SceneServiceProvider {
    let journal: CarPlayJournal
    init(journal: CarPlayJournal) {
        self.journal = journal
        super.init()
    }

    func sceneServices(for session: UISceneSession) -> [any ApplicationService] {
        [CarPlayRoot("scene-root", journal: journal)]
    }
}

@MainActor
enum CarPlayApp {
    static let carPlayRoles: Set<UISceneSession.Role> = [
        .carTemplateApplication, .CPTemplateApplicationDashboardSceneSessionRoleApplication,
        .CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication,
    ]

    /// The replica's options of an app with a phone scene and CarPlay scenes, its Info.plist naming CarPlay's
    /// scene classes and `carPlayDelegate` as the CarPlay roles' delegate class.
    static func options(carPlayDelegate: @escaping @MainActor () -> ServicesCarPlaySceneDelegate)
        -> HeadlessSystem.Options
    {
        var options = HeadlessSystem.Options(
            sceneDelegateFactory: { configuration in
                carPlayRoles.contains(configuration.role) ? carPlayDelegate() : ServicesSceneDelegate()
            }, supportsMultipleScenes: false)
        options.sceneClasses = [
            .carTemplateApplication: CPTemplateApplicationScene.self,
            .CPTemplateApplicationDashboardSceneSessionRoleApplication: CPTemplateApplicationDashboardScene.self,
            .CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication:
                CPTemplateApplicationInstrumentClusterScene.self,
        ]
        return options
    }

    /// A connection of `role`.
    static func connection(_ role: UISceneSession.Role) -> HeadlessSceneConnection {
        var connection = HeadlessSceneConnection()
        connection.role = role
        return connection
    }
}
