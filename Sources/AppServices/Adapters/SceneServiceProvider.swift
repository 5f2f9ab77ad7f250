#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A scene delegate that creates services of its own for each scene, such as a window's coordinator, URL router or
/// pending quick action on an iPad with several windows, instead of one app-wide service that every scene shares.
///
/// Adopt it in a ``ServicesSceneDelegate`` subclass. As its scene connects, the delegate asks for the
/// scene's services and attaches them to the host (``ServiceHost/attach(_:to:)``) before it dispatches
/// `scene(_:willConnectTo:options:)`; they receive that scene's callbacks, after the app-wide services,
/// and are released when the scene disconnects. Services for one scene configuration only: switch on
/// the session's configuration, or name a delegate class of its own in that configuration.
///
/// ```swift
/// final class SceneDelegate: ServicesSceneDelegate, SceneServiceProvider {
///     func sceneServices(for session: UISceneSession) -> [any ApplicationService] {
///         switch session.configuration.name {
///         case "Settings": [SettingsCoordinator()]
///         default: [MainCoordinator(), PendingShortcutHandler()]
///         }
///     }
/// }
/// ```
///
/// UIKit may ask which scene callbacks the delegate implements before its scene connects, when its
/// services do not exist yet; so a provider's delegate advertises every scene callback. A callback that no
/// service handles then does what UIKit does without it (see <doc:MergeRules>).
@MainActor
public protocol SceneServiceProvider: ServicesSceneDelegate {
    /// The services of the scene that is connecting in `session`; called once per connection.
    ///
    /// - Parameter session: The scene's session, with its configuration and role.
    /// - Returns: The scene's services, in dispatch order.
    func sceneServices(for session: UISceneSession) -> [any ApplicationService]
}
