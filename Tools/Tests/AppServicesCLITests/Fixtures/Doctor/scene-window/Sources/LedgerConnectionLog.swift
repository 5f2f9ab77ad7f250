import AppServices
import UIKit

/// Counts scene connections; it makes no window.
final class LedgerConnectionLog: SceneWillConnectService {
    private(set) var connections = 0

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        connections += 1
    }
}
