import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The shop app's scene delegate before the migration.
class ShopSceneDelegate: ServicesSceneDelegate {
    override func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        super.scene(scene, willConnectTo: session, options: connectionOptions)
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.makeKeyAndVisible()
        FixtureTrace.record("scene: connected")
    }
}
