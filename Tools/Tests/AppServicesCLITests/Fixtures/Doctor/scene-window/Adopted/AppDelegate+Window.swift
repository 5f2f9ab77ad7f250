import UIKit

extension AppDelegate {
    /// The app's window, made before any scene connects: the scene delegate adopts it.
    func showLedger() {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
}
