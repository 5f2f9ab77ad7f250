import AppServices
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// A service: AppServices delivers its events in both life cycles, so doctor does not warn for it.
final class TripClock: DidBecomeActiveService, URLOpeningService {
    func applicationDidBecomeActive(_ application: UIApplication) {}

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }
}
