import Foundation
import Logging

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// The app delegate's `window` in an app that crosses to scenes: the window the app builds and reads as it did
/// before scenes, kept in the app's main scene.
///
/// UIKit shows a window only in a scene, and lets a window move into one by setting its `windowScene` (Apple's
/// documentation of `UIWindow.windowScene`: "Changing the value of this property moves the window to the newly
/// specified scene"). So the app's own window code, wherever it runs, keeps working:
/// - when the main scene connects without a window of its own, the window the app assigned moves into it, and
///   is made key and visible if the app showed it;
/// - a window assigned after that moves into the main scene at once (the root swap after sign-in);
/// - reads give the main scene's window.
///
/// The main scene is the window scene of an app-level role (``ServiceHost/appLevelSceneRoles``: the application
/// role, Assistive Access's, a visionOS volume) that connected first among those still connected; external displays,
/// CarPlay and other roles never take the window.
@MainActor
final class MainWindow {
    /// The window the app assigned, kept alive as the stored property it replaces kept it.
    private var assigned: UIWindow?
    /// The connected application-role window scenes, in the order they connected.
    private var scenes: [SceneReference] = []
    /// Set while the main scene's window is read, so a scene delegate whose `window` reads the app
    /// delegate's gets the assigned window instead of recursing.
    private var resolving = false
    /// The scene the assigned window moved into as it connected, until it enters the foreground: its delegate
    /// may still make a window of its own (see ``sceneWillEnterForeground(_:)``).
    private var placedAtConnection = SceneReference(scene: nil)
    /// The observers of scene connection and disconnection, removed with the app delegate.
    var observers: NotificationObservers?
    private let logger: Logger

    init(logger: Logger) {
        self.logger = logger
    }

    /// The scene that takes the window: the first connected of the application-role window scenes.
    var mainScene: UIWindowScene? { scenes.lazy.compactMap(\.scene).first }

    /// The main scene's window (its scene delegate's `window`, else its key window, else its first), or, with
    /// no main scene or no window in it, the window the app assigned.
    var window: UIWindow? {
        guard let scene = mainScene, !resolving else { return assigned }
        resolving = true
        defer { resolving = false }
        return scene.mainWindow ?? assigned
    }

    /// Keeps `window` and, once the main scene is connected, moves it there as the scene's main window.
    func assign(_ window: UIWindow?) {
        assigned = window
        guard let window, let scene = mainScene, window.windowScene !== scene else { return }
        place(window, in: scene)
        logger.info("The window assigned to the app delegate's `window` moved into the app's main scene.")
    }

    /// Records a connected scene; the first application-role window scene takes the assigned window, unless it
    /// made a window of its own.
    func sceneDidConnect(_ scene: UIWindowScene) {
        guard ServiceHost.appLevelSceneRoles.contains(scene.session.role),
            !scenes.contains(where: { $0.scene === scene })
        else {
            return
        }
        scenes.append(SceneReference(scene: scene))
        if adoptAssignedWindow() { placedAtConnection.scene = scene }
    }

    /// Takes the assigned window back out of `scene` if the scene's delegate made a window of its own after the
    /// window moved in, the first time the scene enters the foreground after connecting.
    ///
    /// Apple's documentation gives no order between `UIScene.willConnectNotification`, which moves the window in,
    /// and `scene(_:willConnectTo:options:)`, where a scene delegate makes its window: when the notification comes
    /// first, the scene had no window yet. The scene's own window wins, as when the delegate call comes first.
    func sceneWillEnterForeground(_ scene: UIScene) {
        guard placedAtConnection.scene === scene else { return }
        placedAtConnection.scene = nil
        guard let window = assigned, window.windowScene === scene, let own = scene.sceneDelegateWindow, own !== window
        else { return }
        window.windowScene = nil
        warnOfTheScenesOwnWindow()
    }

    /// Forgets a disconnected scene; the window it held leaves with it, and moves into the next main scene, if
    /// one is connected, or into the next one that connects.
    func sceneDidDisconnect(_ scene: UIScene) {
        scenes.removeAll { $0.scene == nil || $0.scene === scene }
        guard let window = assigned, window.windowScene === scene else { return }
        window.windowScene = nil
        adoptAssignedWindow()
    }

    /// Moves the assigned window into the main scene unless the scene has a window of its own; returns whether it
    /// moved.
    @discardableResult
    private func adoptAssignedWindow() -> Bool {
        guard let scene = mainScene, let window = assigned, window.windowScene == nil else { return false }
        if let own = scene.mainWindow, own !== window {
            warnOfTheScenesOwnWindow()
            return false
        }
        place(window, in: scene)
        logger.info("The app delegate's window moved into the app's main scene.")
        return true
    }

    private func warnOfTheScenesOwnWindow() {
        logger.warning(
            """
            The app's scene made its own window, so the app delegate's window stays out of it and is not \
            shown; reads of the app delegate's `window` give the scene's window.
            """)
    }

    /// Moves `window` into `scene`, makes it the main window of a ``ServicesSceneDelegate``, and, if the app
    /// showed it, makes it key and visible there.
    private func place(_ window: UIWindow, in scene: UIWindowScene) {
        window.windowScene = scene
        (scene.delegate as? ServicesSceneDelegate)?.window = window
        if !window.isHidden { window.makeKeyAndVisible() }
    }

    private struct SceneReference {
        weak var scene: UIWindowScene?
    }
}

/// Block observers of a notification center, removed when they are released.
final class NotificationObservers {
    private let center: NotificationCenter
    private let tokens: [any NSObjectProtocol]

    init(_ center: NotificationCenter, _ tokens: [any NSObjectProtocol]) {
        self.center = center
        self.tokens = tokens
    }

    deinit {
        for token in tokens { center.removeObserver(token) }
    }
}

extension UIScene {
    /// The `window` of the scene's delegate, if it is a window-scene delegate.
    var sceneDelegateWindow: UIWindow? {
        (delegate as? any UIWindowSceneDelegate)?.window ?? nil
    }

    /// The scene's main window: its scene delegate's `window`, else, for a window scene, its key window, else
    /// its first window.
    var mainWindow: UIWindow? {
        if let window = sceneDelegateWindow { return window }
        guard let windowScene = self as? UIWindowScene else { return nil }
        return windowScene.keyWindow ?? windowScene.windows.first
    }
}
