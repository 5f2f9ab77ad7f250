import AppServices
import Foundation
import MigrationFixtureSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The shop app's scene delegate before the migration.
class ShopSceneDelegate: ServicesSceneDelegate, SceneServiceProvider {
    func sceneServices(for session: UISceneSession) -> [any ApplicationService] {
        [ShopSceneScenesService()]
    }
}
