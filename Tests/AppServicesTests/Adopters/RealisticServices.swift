import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

// Services written the way an iOS developer writes them, against UIKit's and UserNotifications' own API;
// they compile unchanged against the iOS SDK. RealisticServiceTests drives them through the headless app.

/// Asks for notification permission at launch and registers for remote notifications when allowed.
final class PushRegistrationService: DidFinishLaunchingService, DeviceTokenService, DeviceTokenFailureService {
    private(set) var deviceToken: Data?
    private(set) var registrationError: (any Error)?
    private(set) var authorization: Task<Void, any Error>?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        authorization = Task {
            let center = UNUserNotificationCenter.current()
            let settings = await center.notificationSettings()
            guard settings.authorizationStatus != .denied else { return }
            if try await center.requestAuthorization(options: [.alert, .badge, .sound]) {
                UIApplication.shared.registerForRemoteNotifications()
            }
        }
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        self.deviceToken = deviceToken
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        registrationError = error
    }
}

/// The same request in the completion-handler style of older code, hopping to the main queue to register.
final class LegacyPushRegistrationService: DidFinishLaunchingService {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        UNUserNotificationCenter.current().getNotificationSettings { settings in
            guard settings.authorizationStatus == .notDetermined else { return }
            UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { granted, error in
                guard granted, error == nil else { return }
                DispatchQueue.main.async { application.registerForRemoteNotifications() }
            }
        }
        return true
    }
}

/// The first screen of the app.
final class HomeViewController: UIViewController {
    private(set) var didLoad = false

    override func viewDidLoad() {
        super.viewDidLoad()
        didLoad = true
    }
}

/// Creates each scene's window with its root view controller, as a scene delegate's template does.
final class WindowService: SceneWillConnectService {
    private(set) var windows: [UIWindow] = []

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = HomeViewController()
        window.makeKeyAndVisible()
        windows.append(window)
    }
}

/// Creates the main window of an app without scenes, sized to the screen.
final class MainWindowService: DidFinishLaunchingService {
    private(set) var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = HomeViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// Clears the icon's badge whenever the user comes back to the app.
final class BadgeClearingService: DidBecomeActiveService, SceneDidBecomeActiveService {
    func applicationDidBecomeActive(_ application: UIApplication) {
        application.applicationIconBadgeNumber = 0
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        UIApplication.shared.applicationIconBadgeNumber = 0
    }
}

/// Routes the app's own links to screens and hands web links to the apps that open them.
final class DeepLinkService: URLOpeningService {
    private(set) var routed: [String] = []

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        switch url.scheme {
        case "shop":
            routed.append(url.host ?? "")
            return true
        case "https":
            app.open(url, options: [:], completionHandler: nil)
            return true
        default:
            return false
        }
    }

    /// Opens the store's page in the Maps app when it is installed, else on the web.
    func openDirections(to address: String) async -> Bool {
        let query = address.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        guard let maps = URL(string: "maps://?q=\(query)"),
            let web = URL(string: "https://maps.example.com/?q=\(query)")
        else { return false }
        let application = UIApplication.shared
        return await application.open(application.canOpenURL(maps) ? maps : web)
    }
}
