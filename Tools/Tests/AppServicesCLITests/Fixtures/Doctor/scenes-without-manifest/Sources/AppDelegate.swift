import AppServices
import UIKit

@main
final class AppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] { [NotesWindow(), Autosave()] }
}

/// Meant to be named by a scene manifest the app never got.
final class SceneDelegate: ServicesSceneDelegate {}
