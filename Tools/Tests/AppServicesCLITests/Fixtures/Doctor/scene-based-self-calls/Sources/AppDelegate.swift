import UIKit

/// A scene-based app that still runs its app-level activation and background code, by calling its own app
/// delegate methods from notification handlers: UIKit no longer calls them, the app does.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private var observers: [any NSObjectProtocol] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let center = NotificationCenter.default
        observers.append(
            center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) {
                [weak self] _ in
                self?.applicationDidBecomeActive(application)
            })
        observers.append(
            center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) {
                [weak self] _ in
                self?.applicationDidEnterBackground(application)
            })
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {}

    func applicationDidEnterBackground(_ application: UIApplication) {}

    func applicationWillResignActive(_ application: UIApplication) {}
}
