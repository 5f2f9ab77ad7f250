import AppServices
import AppServicesCarPlay
import Foundation

#if canImport(UIKit)
import CarPlay
import UIKit
#else
import CarPlayHeadless
import UIKitHeadless
#endif

/// The car library app's CarPlay scene delegate before the migration: one for each CarPlay scene, it keeps the
/// scene's interface controller while the car's screen is connected and asks for a dark interface there.
class CarLibrarySceneDelegate: ServicesCarPlaySceneDelegate, SceneServiceProvider {
    func sceneServices(for session: UISceneSession) -> [any ApplicationService] { [CarLibrarySceneService()] }
}
