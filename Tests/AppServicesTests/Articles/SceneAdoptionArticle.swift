// swift-format-ignore-file
// The code of the DocC article "Adopting the scene life cycle" (AdoptingTheSceneLifeCycle.md), verbatim, so
// that it compiles against the library; SceneAdoptionArticleTests checks that every block of the article
// appears here or in the tests unchanged, and runs it.
import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

enum SceneAdoptionArticle {}

extension SceneAdoptionArticle {
final class SessionClock: ApplicationService {
    private(set) var events: [String] = []
}
}

/// The article's extension names the class as the app's code would.
private typealias SessionClock = SceneAdoptionArticle.SessionClock

@available(iOS, deprecated: 26.0, message: "Use UIScene lifecycle")
@available(tvOS, deprecated: 26.0, message: "Use UIScene lifecycle")
extension SessionClock: DidBecomeActiveService, DidEnterBackgroundService, URLOpeningService {
    func applicationDidBecomeActive(_ application: UIApplication) { events.append("active") }
    func applicationDidEnterBackground(_ application: UIApplication) { events.append("background") }
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        events.append(url.absoluteString)
        return true
    }
}

extension SceneAdoptionArticle {
final class SceneDelegate: ServicesSceneDelegate {}

final class LegacyAppDelegate: ServicesAppDelegate {
    @available(iOS, deprecated: 26.0, message: "Keeps the window code of the app-delegate life cycle")
    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}

final class SceneSetup: SceneConfigurationService {
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

final class WindowSetup: ContextualService, SceneWillConnectService {
    private var context: ServiceContext?

    func attach(to context: ServiceContext) { self.context = context }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        context?.setWindow(window, of: scene)
        window.makeKeyAndVisible()
    }
}
}
