import AppServices
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Under `@UIApplicationDelegateAdaptor`, `UIApplication.shared.delegate` is SwiftUI's own object, which
/// holds the app's `ServicesAppDelegate`; the scene delegates UIKit creates must still reach its services.
@MainActor
@Suite struct SwiftUIAdaptorTests {
    final class SceneJournal: SceneWillConnectService, SceneDidBecomeActiveService {
        var entries: [String] = []
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            entries.append("willConnect")
        }
        func sceneDidBecomeActive(_ scene: UIScene) { entries.append("didBecomeActive") }
    }

    final class AppDelegate: ServicesAppDelegate {
        let journal = SceneJournal()
        override var services: [any ApplicationService] { [journal] }
    }

    /// Stands in for SwiftUI's application delegate: it creates the adaptor's delegate and keeps it.
    final class SwiftUIApplicationDelegate: UIResponder, UIApplicationDelegate {
        let adapted = AppDelegate()
    }

    @Test func sceneServicesReceiveTheirCallbacksWhenTheAppDelegateIsSwiftUIs() throws {
        let swiftUI = SwiftUIApplicationDelegate()
        let system = HeadlessSystem(
            delegate: swiftUI,
            options: HeadlessSystem.Options(sceneDelegateFactory: { _ in ServicesSceneDelegate() }),
            notificationCenter: NotificationCenter()
        )
        try system.launch()
        #expect(!(UIApplication.shared.delegate is ServicesAppDelegate))
        let scene = try system.connectScene()
        try system.activateScene(scene)
        #expect(swiftUI.adapted.journal.entries == ["willConnect", "didBecomeActive"])
        #expect(ServiceHost.app === swiftUI.adapted.host)
    }
}
