import AppServices
import UIKit

final class UnreadBadge: SceneActivationService {
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
}
