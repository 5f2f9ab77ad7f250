import AppServices
import UIKit

final class RouteSceneDelegate: ServicesSceneDelegate {
    override func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        super.scene(scene, willConnectTo: session, options: connectionOptions)
    }
}
