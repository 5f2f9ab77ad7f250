import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `ShopSceneDelegate`'s Scenes code, moved by `appservices migrate`.
final class ShopSceneScenesService:
    ContextualService,
    SceneWillConnectService,
    SceneURLOpeningService,
    SceneDidEnterBackgroundService
{
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

    /// How many links this window opened: state of one scene, not of the app.
    private var linksOpened = 0

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        callbackScene = scene
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.makeKeyAndVisible()
        FixtureTrace.record("scene: connected")
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        callbackScene = scene
        // A tap on a shop link while the scene is open.
        for context in URLContexts {
            linksOpened += 1
            FixtureTrace.record("scene link \(linksOpened): \(context.url.path)")
        }
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        callbackScene = scene
        FixtureTrace.record("scene: background")
    }
}
