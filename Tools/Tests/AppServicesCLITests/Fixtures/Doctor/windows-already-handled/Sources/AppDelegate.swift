import UIKit

/// The app's window, which follows the system's appearance.
final class AppearanceWindow: UIWindow {}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let rootWindow: UIWindow = AppearanceWindow(frame: UIScreen.main.bounds)
        PasscodeLock.shared.watch(rootWindow)
        self.window = rootWindow
        rootWindow.rootViewController = UIViewController()
        rootWindow.makeKeyAndVisible()
        return true
    }
}
