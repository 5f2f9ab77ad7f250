import AppServices
import UIKit

final class WindowService: SceneConnectionService {
    private var windows: [UIWindow] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        windows.append(window)
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        windows.removeAll { $0.windowScene === scene }
    }
}
