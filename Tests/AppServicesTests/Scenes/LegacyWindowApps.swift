import AppServices
import AppServicesTesting
import Foundation
import InMemoryLogging
import Logging
import UIKitHeadless

/// The root screen a legacy app's window shows, which it must keep showing once the app uses scenes.
final class LegacyRootViewController: UIViewController {}
/// The screen a legacy app shows once the user signed in.
final class SignedInViewController: UIViewController {}
/// A privacy cover's screen.
final class PrivacyCoverViewController: UIViewController {}
/// The screen a storyboard scene loads.
final class StoryboardViewController: UIViewController {}

/// An app delegate moved onto ``ServicesAppDelegate`` with its window code kept where it was.
///
/// It assigns `window`, sets its root and shows it, as it did before scenes. Its services are one recorder; what the
/// library logs goes to ``log``.
class LegacyWindowAppDelegate: ServicesAppDelegate {
    let recorder: RecordingService
    let log = InMemoryLogHandler()
    private let center = NotificationCenter()

    init(recorder: RecordingService) {
        self.recorder = recorder
        super.init()
    }

    override var services: [any ApplicationService] { [recorder] }
    override var notificationCenter: NotificationCenter { center }

    override func makeHost() -> ServiceHost {
        let log = log
        return ServiceHost(services: services, logger: Logger(label: "legacy") { _ in log })
    }

    /// The messages the library logged at warning level or above.
    var warnings: [String] { log.entries.filter { $0.level >= .warning }.map(\.message.description) }

    /// The app's window code, as it was written before scenes.
    func buildWindow() {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = LegacyRootViewController()
        window?.makeKeyAndVisible()
    }
}

/// Builds its window in `willFinishLaunching`.
final class WillFinishWindowAppDelegate: LegacyWindowAppDelegate {
    override func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        buildWindow()
        return super.application(application, willFinishLaunchingWithOptions: launchOptions)
    }
}

/// Builds its window in a helper that `willFinishLaunching` calls.
final class HelperWindowAppDelegate: LegacyWindowAppDelegate {
    override func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        setUpInterface()
        return super.application(application, willFinishLaunchingWithOptions: launchOptions)
    }

    private func setUpInterface() {
        buildWindow()
    }
}

/// Builds its window in `didFinishLaunching`, or in a block it queues there (on the main queue or in a task),
/// and reads `window` later in every way real delegates do.
final class DidFinishWindowAppDelegate: LegacyWindowAppDelegate {
    enum Building: CaseIterable, Sendable {
        case inDidFinishLaunching, inMainQueueBlock, inTask
    }

    var building = Building.inDidFinishLaunching
    /// What a block queued on the main queue while launching read.
    var readInMainQueue: UIWindow?
    /// What a task started while launching read.
    var readInTask: UIWindow?
    /// What a notification handler read at each activation: the root screen through the window, force-unwrapped,
    /// and through another type that reaches the app delegate, with and without force-unwraps.
    var rootsAtActivation: [UIViewController?] = []
    private var activationObserver: (any NSObjectProtocol)?

    /// A kept member that force-unwraps the window, as real delegates' `currentScreenName` does.
    var currentScreenName: String { String(describing: type(of: window!.rootViewController!)) }

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        switch building {
        case .inDidFinishLaunching: buildWindow()
        case .inMainQueueBlock: DispatchQueue.main.async { self.buildWindow() }
        case .inTask: Task { self.buildWindow() }
        }
        DispatchQueue.main.async { self.readInMainQueue = self.window }
        Task { self.readInTask = self.window }
        activationObserver = notificationCenter.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                // Only an app whose window exists once launched may force-unwrap it at activation, with or
                // without scenes; one that builds it later reads it when it is there.
                if self.building == .inDidFinishLaunching {
                    self.rootsAtActivation += [
                        self.window!.rootViewController!, ScreenTracker.rootScreen(),
                        ScreenTracker.rootScreenForcingTheWindow(),
                    ]
                } else if let root = self.window?.rootViewController {
                    self.rootsAtActivation += [root, ScreenTracker.rootScreen()]
                }
            }
        }
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    /// The root swap after sign-in: a new window with the signed-in screen replaces the app's window, shown
    /// before or after it is assigned.
    func signIn(showingBeforeAssigning: Bool) {
        let signedIn = UIWindow(frame: UIScreen.main.bounds)
        signedIn.rootViewController = SignedInViewController()
        if showingBeforeAssigning {
            signedIn.makeKeyAndVisible()
            window = signedIn
        } else {
            window = signedIn
            window?.makeKeyAndVisible()
        }
    }
}

/// Code elsewhere in the app that reaches the window through the app delegate, while the app handles an event
/// (on the headless platform `UIApplication.shared` is the app whose event is being handled).
@MainActor
enum ScreenTracker {
    /// The root screen, read as `(UIApplication.shared.delegate as? AppDelegate)?.window`.
    static func rootScreen() -> UIViewController? {
        (UIApplication.shared.delegate as? LegacyWindowAppDelegate)?.window?.rootViewController
    }

    /// The root screen, read with force-unwraps that crash if the window is `nil`.
    static func rootScreenForcingTheWindow() -> UIViewController {
        (UIApplication.shared.delegate as! LegacyWindowAppDelegate).window!.rootViewController!
    }
}

/// A storyboard scene: its window exists, with the storyboard's screen, before its delegate's code runs.
final class StoryboardSceneDelegate: ServicesSceneDelegate {
    override func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        if let windowScene = scene as? UIWindowScene {
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = StoryboardViewController()
            window?.makeKeyAndVisible()
        }
        super.scene(scene, willConnectTo: session, options: connectionOptions)
    }
}

/// A scene delegate that puts a privacy cover, made with `UIWindow(frame:)`, over the app when it resigns
/// active, and removes it when it becomes active.
final class PrivacyCoverSceneDelegate: ServicesSceneDelegate {
    private(set) var cover: UIWindow?
    private(set) var covers: [UIWindow] = []

    override nonisolated var keptCallbacks: Set<DelegateCallback> { [.sceneWillResignActive, .sceneDidBecomeActive] }

    override func sceneWillResignActive(_ scene: UIScene) {
        let cover = UIWindow(frame: UIScreen.main.bounds)
        cover.rootViewController = PrivacyCoverViewController()
        cover.makeKeyAndVisible()
        self.cover = cover
        covers.append(cover)
        super.sceneWillResignActive(scene)
    }

    override func sceneDidBecomeActive(_ scene: UIScene) {
        cover?.isHidden = true
        cover = nil
        super.sceneDidBecomeActive(scene)
    }
}

/// A service that puts a privacy cover over the app when it resigns active, as code moved from
/// `applicationWillResignActive(_:)` does: with `UIWindow(frame:)`, or in the scene of the app's window.
final class PrivacyCoverService: WillResignActiveService {
    let inTheWindowsScene: Bool
    private(set) var covers: [UIWindow] = []

    init(inTheWindowsScene: Bool) {
        self.inTheWindowsScene = inTheWindowsScene
    }

    func applicationWillResignActive(_ application: UIApplication) {
        let appWindow = (application.delegate as? ServicesAppDelegate)?.window
        let cover =
            if inTheWindowsScene, let scene = appWindow?.windowScene {
                UIWindow(windowScene: scene)
            } else {
                UIWindow(frame: UIScreen.main.bounds)
            }
        cover.rootViewController = PrivacyCoverViewController()
        cover.makeKeyAndVisible()
        covers.append(cover)
    }
}

/// A scene delegate that is not the library's and makes no window (a custom one).
final class WindowlessSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// A scene delegate that is not the library's and makes its own window, as SwiftUI's does.
final class OwnWindowSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    override init() {
        DeclaredMethods.declare(.sceneWillConnect, of: OwnWindowSceneDelegate.self)
        super.init()
    }

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = StoryboardViewController()
        window?.makeKeyAndVisible()
    }
}
