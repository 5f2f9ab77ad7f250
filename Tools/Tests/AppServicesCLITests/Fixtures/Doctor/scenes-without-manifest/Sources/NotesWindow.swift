import AppServices
import UIKit

final class NotesWindow: SceneWillConnectService {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.makeKeyAndVisible()
    }
}
