import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The browser app's delegate before the migration, on the app delegate's life cycle: a lazy helper of another
/// type made with `.init()` (not a window), its window built in launch, and a helper that reads a launch option
/// key written in full from the options it is given.
final class BrowserAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private lazy var shortcuts: BrowserShortcuts = .init()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = BrowserHomeViewController()
        window.makeKeyAndVisible()
        self.window = window
        shortcuts.install()
        return !launchedFromShortcut(launchOptions)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        FixtureTrace.record("active: home \(window?.rootViewController is BrowserHomeViewController)")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        FixtureTrace.record("background")
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    {
        FixtureTrace.record("open \(url.path)")
        return true
    }

    private func launchedFromShortcut(_ options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        options?[UIApplication.LaunchOptionsKey.shortcutItem] is UIApplicationShortcutItem
    }
}

/// The browser's first screen.
final class BrowserHomeViewController: UIViewController {}

/// The browser's home-screen quick actions, installed at launch.
@MainActor
final class BrowserShortcuts {
    /// Installs them.
    func install() {
        FixtureTrace.record("shortcuts installed")
    }
}
