import OneSignalFramework
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        OneSignal.initialize("app-id", withLaunchOptions: launchOptions)
        return true
    }
}
