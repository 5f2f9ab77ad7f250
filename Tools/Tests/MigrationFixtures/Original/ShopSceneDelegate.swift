import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The shop app's scene delegate before the migration.
class ShopSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// How many links this window opened: state of one scene, not of the app.
    private var linksOpened = 0

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.makeKeyAndVisible()
        FixtureTrace.record("scene: connected")
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        // A tap on a shop link while the scene is open.
        for context in URLContexts {
            linksOpened += 1
            FixtureTrace.record("scene link \(linksOpened): \(context.url.path)")
        }
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        FixtureTrace.record("scene: background")
    }
}
