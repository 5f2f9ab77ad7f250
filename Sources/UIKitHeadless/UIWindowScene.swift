public import Foundation

/// The replica of `UIWindowScene`: a scene that shows windows.
@MainActor
open class UIWindowScene: UIScene {
    /// The geometry of a window scene (`UIWindowSceneGeometry`, iOS 16.0); a placeholder.
    @MainActor
    open class Geometry: NSObject {}

    /// The screen the scene is on.
    open internal(set) var screen = UIScreen()
    /// The orientation of the scene's interface.
    @available(tvOS, unavailable)
    open internal(set) var interfaceOrientation: UIInterfaceOrientation = .portrait
    /// The scene's trait collection.
    open internal(set) var traitCollection = UITraitCollection()
    /// The scene's windows.
    open internal(set) var windows: [UIWindow] = []
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first }
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
