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
    DidFinishLaunchingService
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

    @available(
        iOS, deprecated: 26.0,
        message:
            "Keeps the window or launch-option code of the app-delegate life cycle: move it to a scene service to leave it"
    )
    @available(
        tvOS, deprecated: 26.0,
        message:
            "Keeps the window or launch-option code of the app-delegate life cycle: move it to a scene service to leave it"
    )
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

    @available(
        iOS, deprecated: 26.0,
        message:
            "Keeps the window or launch-option code of the app-delegate life cycle: move it to a scene service to leave it"
    )
    @available(
        tvOS, deprecated: 26.0,
        message:
            "Keeps the window or launch-option code of the app-delegate life cycle: move it to a scene service to leave it"
    )
    private func buildWindow() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = LedgerHomeViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}

@available(
    iOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneDidBecomeActive(_:) from UISceneDelegate or the UIApplication.didBecomeActiveNotification instead."
)
@available(
    tvOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneDidBecomeActive(_:) from UISceneDelegate or the UIApplication.didBecomeActiveNotification instead."
)
extension LedgerAppLaunchAndApplicationLifecycleAndURLOpeningService: DidBecomeActiveService {
    func applicationDidBecomeActive(_ application: UIApplication) {
        privacyCover?.isHidden = true
        FixtureTrace.record("active: home \(showsHome)")
    }
}

@available(
    iOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneWillResignActive(_:) from UISceneDelegate or the UIApplication.willResignActiveNotification instead."
)
@available(
    tvOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneWillResignActive(_:) from UISceneDelegate or the UIApplication.willResignActiveNotification instead."
)
extension LedgerAppLaunchAndApplicationLifecycleAndURLOpeningService: WillResignActiveService {
    func applicationWillResignActive(_ application: UIApplication) {
        privacyCover = UIWindow(frame: UIScreen.main.bounds)
        privacyCover?.isHidden = false
        FixtureTrace.record("inactive")
    }
}

@available(
    iOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneDidEnterBackground(_:) from UISceneDelegate or the UIApplication.didEnterBackgroundNotification instead."
)
@available(
    tvOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneDidEnterBackground(_:) from UISceneDelegate or the UIApplication.didEnterBackgroundNotification instead."
)
extension LedgerAppLaunchAndApplicationLifecycleAndURLOpeningService: DidEnterBackgroundService {
    func applicationDidEnterBackground(_ application: UIApplication) {
        FixtureTrace.record("background")
    }
}

@available(
    iOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneWillEnterForeground(_:) from UISceneDelegate or the UIApplication.willEnterForegroundNotification instead."
)
@available(
    tvOS, deprecated: 26.0,
    message:
        "Use UIScene lifecycle and sceneWillEnterForeground(_:) from UISceneDelegate or the UIApplication.willEnterForegroundNotification instead."
)
extension LedgerAppLaunchAndApplicationLifecycleAndURLOpeningService: WillEnterForegroundService {
    func applicationWillEnterForeground(_ application: UIApplication) {
        FixtureTrace.record("foreground")
    }
}

@available(
    iOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead."
)
@available(
    tvOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead."
)
extension LedgerAppLaunchAndApplicationLifecycleAndURLOpeningService: URLOpeningService {
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    {
        FixtureTrace.record("open \(url.path): home \(showsHome)")
        return true
    }
}
