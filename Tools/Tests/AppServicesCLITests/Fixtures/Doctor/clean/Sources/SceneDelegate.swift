import AppServices
import UIKit

/// Named by the scene manifest; AppServices' scene delegate does the work.
final class SceneDelegate: ServicesSceneDelegate {}
