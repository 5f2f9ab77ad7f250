#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// What a ``ContextualService`` reaches through the host it joined: the other services and the app's windows.
///
/// It holds the host weakly, so a service that keeps its context keeps nothing else alive; once the host is
/// gone, every answer is `nil`.
@MainActor
public struct ServiceContext {
    /// The host the service joined, while it exists.
    public private(set) weak var host: ServiceHost?

    init(host: ServiceHost) {
        self.host = host
    }

    /// The first service of a type, in dispatch order: another service, found by its class or a protocol.
    ///
    /// - Parameter type: A service class or protocol.
    /// - Returns: The service, or `nil`.
    public func service<Service>(ofType type: Service.Type) -> Service? {
        host?.service(ofType: type)
    }

    /// The app's main window: the `window` of the ``ServicesAppDelegate`` that made the host; setting it sets
    /// the delegate's.
    ///
    /// In an app that uses scenes it is the window of the app's main scene (the application-role window scene
    /// that connected first among those still connected), and a window set here moves into that scene; see
    /// ``ServicesAppDelegate/window``. To reach the window of the scene an event came from, use
    /// ``window(of:)`` with ``scene``.
    public var window: UIWindow? {
        get { host?.applicationDelegate?.window }
        nonmutating set { host?.applicationDelegate?.window = newValue }
    }

    /// The scene the event being dispatched came from, or `nil` for an event that belongs to no scene.
    ///
    /// It is set while the host dispatches a scene's callback, including the app-level callbacks a scene-based
    /// app's scenes deliver (`applicationDidBecomeActive(_:)` with the first active scene, a URL from
    /// `scene(_:openURLContexts:)` or the connection options, and the rest; see <doc:MergeRules>), so an
    /// app-level service can route to the window the event concerns. It is `nil` in an app without scenes, and
    /// after the service returns: read it in the call, not in work the call starts later.
    ///
    /// ```swift
    /// func applicationDidEnterBackground(_ application: UIApplication) {
    ///     let window = context?.scene.flatMap { context?.window(of: $0) } ?? context?.window
    ///     window?.rootViewController?.view.isHidden = true
    /// }
    /// ```
    public var scene: UIScene? { host?.eventScene }

    /// The main window of a scene: its window-scene delegate's `window`, such as a ``ServicesSceneDelegate``'s.
    ///
    /// - Parameter scene: A scene the service was told about.
    /// - Returns: The scene delegate's window, or `nil`.
    public func window(of scene: UIScene) -> UIWindow? {
        scene.sceneDelegateWindow
    }

    /// Sets the main window of a scene whose delegate is a ``ServicesSceneDelegate``, which keeps it.
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - scene: The scene.
    public func setWindow(_ window: UIWindow?, of scene: UIScene) {
        (scene.delegate as? ServicesSceneDelegate)?.window = window
    }
}
