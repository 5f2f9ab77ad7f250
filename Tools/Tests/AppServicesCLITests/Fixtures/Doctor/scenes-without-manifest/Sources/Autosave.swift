import AppServices
import UIKit

/// Saves on both lifecycles: the app's, and each scene's.
final class Autosave: DidEnterBackgroundService,
    SceneBackgroundTransitionService
{
    func applicationDidEnterBackground(_ application: UIApplication) { save() }
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) { save() }

    private func save() {}
}
