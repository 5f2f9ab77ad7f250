import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `LedgerAppDelegate`'s Launch, ApplicationLifecycle, URLOpening code, moved by `appservices migrate`.
final class LedgerAppLaunchAndApplicationLifecycleAndURLOpeningService:
    ContextualService,
    WillFinishLaunchingService,
    DidFinishLaunchingService,
    DidBecomeActiveService,
    WillResignActiveService,
    DidEnterBackgroundService,
    WillEnterForegroundService,
    URLOpeningService
{
    /// The context the host attaches: it reaches the app delegate's window.
    private var serviceContext: ServiceContext?

    /// The window of the scene the event came from, else the app delegate's, as the moved code used it.
    var window: UIWindow? {
        get { serviceContext?.scene.flatMap { serviceContext?.window(of: $0) } ?? serviceContext?.window }
        set {
            if let scene = serviceContext?.scene {
                serviceContext?.setWindow(newValue, of: scene)
            } else {
                serviceContext?.window = newValue
            }
        }
    }

    func attach(to context: ServiceContext) {
        serviceContext = context
    }

    var privacyCover: UIWindow?

    /// Whether the ledger's home screen is the one on show.
    var showsHome: Bool { window?.rootViewController is LedgerHomeViewController }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        buildWindow()
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        FixtureTrace.record("launch: ledger")
        CrashLog.start { [weak self] in self?.showsHome ?? false }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        privacyCover?.isHidden = true
        FixtureTrace.record("active: home \(showsHome)")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        privacyCover = UIWindow(frame: UIScreen.main.bounds)
        privacyCover?.isHidden = false
        FixtureTrace.record("inactive")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        FixtureTrace.record("background")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        FixtureTrace.record("foreground")
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    {
        FixtureTrace.record("open \(url.path): home \(showsHome)")
        return true
    }

    private func buildWindow() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = LedgerHomeViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
