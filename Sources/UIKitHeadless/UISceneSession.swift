public import Foundation

/// The replica of `UISceneSession`: the system's record of one scene, kept while the scene is disconnected.
@MainActor
open class UISceneSession: NSObject {
    /// The scene connected to the session, if any.
    open internal(set) weak var scene: UIScene?
    /// The session's role.
    open private(set) var role: Role
    /// The configuration the scene is created from (UIKit returns a copy).
    open var configuration: UISceneConfiguration { storedConfiguration.duplicate() }
    /// A stable identifier for the session.
    open private(set) var persistentIdentifier: String
    /// The activity to restore the scene's state from.
    open var stateRestorationActivity: NSUserActivity?
    /// App-defined information kept with the session.
    open var userInfo: [String: Any]?

    var storedConfiguration: UISceneConfiguration

    init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String = UUID().uuidString) {
        self.role = role
        self.storedConfiguration = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}

extension UISceneSession {
    /// The role of a scene session (`UISceneSessionRole`).
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's string.
        public var rawValue: String

        /// Creates a role from its string.
        ///
        /// - Parameter rawValue: The string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An interactive window on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (iOS 16.0).
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        /// A window on an external display.
        @available(iOS, introduced: 13.0, deprecated: 16.0)
        public static let windowExternalDisplay = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
        /// The app's window when the device runs Assistive Access (iOS 26.0, tvOS 26.0, visionOS 26.0): the app's own
        /// interface in that mode, in place of the application role's.
        @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
        public static let windowAssistiveAccessApplication = Role(
            rawValue: "UIWindowSceneSessionRoleAssistiveAccessApplication")
        /// A volume of the app on visionOS (visionOS 1.0 only).
        @available(iOS, unavailable)
        @available(tvOS, unavailable)
        public static let windowApplicationVolumetric = Role(rawValue: "UIWindowSceneSessionRoleVolumetricApplication")
        /// An immersive space of the app on visionOS (visionOS 1.0 only, declared in `UIScene.h`).
        ///
        /// SwiftUI makes and runs these scenes: the app gives them no scene delegate of its own, so no per-scene
        /// service of the app ever attaches to one.
        @available(iOS, unavailable)
        @available(tvOS, unavailable)
        public static let immersiveSpaceApplication = Role(rawValue: "UISceneSessionRoleImmersiveSpaceApplication")
    }
}
