import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `NewsAppDelegate`'s window code from `application(_:didFinishLaunchingWithOptions:)`, moved by
/// `appservices migrate --adopt-scenes` to the connection of each scene.
final class NewsAppWindowService: ContextualService, SceneWillConnectService {
    /// The context the host attaches: it reaches the scene delegates' windows.
    private var serviceContext: ServiceContext?

    /// The scene of the callback being handled.
    private weak var callbackScene: UIScene?

    /// The window of the scene of the callback being handled, as the moved code used the scene delegate's.
    var window: UIWindow? {
        get { callbackScene.flatMap { serviceContext?.window(of: $0) } }
        set {
            if let callbackScene { serviceContext?.setWindow(newValue, of: callbackScene) }
        }
    }

    func attach(to context: ServiceContext) {
        serviceContext = context
    }

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        callbackScene = scene
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.makeKeyAndVisible()
    }
}
