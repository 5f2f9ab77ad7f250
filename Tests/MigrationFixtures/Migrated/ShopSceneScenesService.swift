import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// `ShopSceneDelegate`'s Scenes code, moved by `appservices migrate`.
final class ShopSceneScenesService: SceneURLOpeningService, SceneDidEnterBackgroundService {
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        // A tap on a shop link while the scene is open.
        for context in URLContexts {
            FixtureTrace.record("scene link: \(context.url.path)")
        }
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        FixtureTrace.record("scene: background")
    }
}
