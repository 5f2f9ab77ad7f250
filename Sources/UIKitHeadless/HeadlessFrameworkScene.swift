/// A scene class of a framework beyond UIKit whose system tells the scene's delegate more as the scene connects and
/// disconnects, such as CarPlay's `CPTemplateApplicationScene` (in `CarPlayHeadless`), which gives its delegate the
/// interface controller.
///
/// ``HeadlessSystem/connectScene(_:)`` calls ``didConnect(in:)`` after `scene(_:willConnectTo:options:)` and before
/// the scene enters the foreground; ``HeadlessSystem/disconnectScene(_:)`` calls ``willDisconnect(in:)`` before
/// `sceneDidDisconnect(_:)`.
@MainActor
public protocol HeadlessFrameworkScene: UIScene {
    /// Delivers the framework's connection callbacks to the scene's delegate.
    ///
    /// - Parameter system: The system connecting the scene, to deliver through (``HeadlessSystem/deliver(to:_:_:)``).
    func didConnect(in system: HeadlessSystem)

    /// Delivers the framework's disconnection callbacks to the scene's delegate.
    ///
    /// - Parameter system: The system disconnecting the scene.
    func willDisconnect(in system: HeadlessSystem)
}
