public import Foundation

/// The replica of `UIWindowScene`: a scene that shows windows.
@MainActor
open class UIWindowScene: UIScene {
    /// The geometry of a window scene (`UIWindowSceneGeometry`, iOS 16.0); a placeholder.
    @MainActor
    open class Geometry: NSObject {}

    /// A window of the scene, held weakly: the app keeps its windows alive, not the scene.
    struct WindowReference {
        weak var window: UIWindow?
    }

    /// The screen the scene is on.
    open internal(set) var screen = UIScreen.main
    /// The orientation of the scene's interface.
    @available(tvOS, unavailable)
    open internal(set) var interfaceOrientation: UIInterfaceOrientation = .portrait
    /// The scene's trait collection.
    open internal(set) var traitCollection = UITraitCollection()
    /// The scene's windows that are still alive, in the order they joined the scene.
    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }
    /// The scene's key window: the one that last called ``UIWindow/makeKeyAndVisible()``.
    open var keyWindow: UIWindow? { windows.first(where: \.isKeyWindow) }
    var windowReferences: [WindowReference] = []
    /// The scene's geometry.
    open internal(set) var effectiveGeometry = Geometry()

    /// Creates a window scene for a session.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - connectionOptions: Why the scene connects.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }
}
