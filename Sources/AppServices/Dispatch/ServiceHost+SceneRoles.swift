#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// Which scenes are "the app". A scene-based app's app-level services hear of the app becoming active, resigning,
// entering the background and returning as UIKit's UIApplication notifications announce it. Apple documents that
// those are posted with scenes too, not which roles' scenes count when several are connected (a CarPlay scene on the
// car's screen while the phone is locked, an external display, an accessory), so the library keeps the meaning an
// app-delegate-era service had: the app is active while a scene of the app's own interface on the device is. Scenes
// of the other roles still reach their per-scene services and their own scene callbacks (see <doc:MergeRules>).
extension ServiceHost {
    /// The session roles whose scenes make the app-level life cycle that services written for
    /// `applicationDidBecomeActive(_:)` and its siblings see: the application role, Assistive Access's application
    /// role (iOS 26) and a visionOS volume.
    ///
    /// A scene of any other role (CarPlay's three, an external display's, an iOS 27 accessory's) connects, reaches
    /// its own services and delivers its scene callbacks, but never makes the app active, inactive, background or
    /// foreground for the app-level services. The legacy window of ``ServicesAppDelegate/window`` also goes only to
    /// a window scene of these roles.
    ///
    /// ```swift
    /// if ServiceHost.appLevelSceneRoles.contains(scene.session.role) { refreshPhoneUI() }
    /// ```
    public static var appLevelSceneRoles: Set<UISceneSession.Role> {
        [
            .windowApplication,
            // Named by their strings: the SDK declares them for iOS 26 and visionOS only.
            UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleAssistiveAccessApplication"),
            UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleVolumetricApplication"),
        ]
    }

    /// The app-level transitions a scene's transition makes: `transition`'s for a scene of an app-level role
    /// (``appLevelSceneRoles``), none for the others.
    func appLevelTransition(
        of scene: UIScene,
        _ transition: (inout AppLevelLifecycle, ObjectIdentifier) -> [AppLevelLifecycle.Event]
    ) -> [AppLevelLifecycle.Event] {
        guard Self.appLevelSceneRoles.contains(scene.session.role) else {
            // A car's or a display's scene shown while the app is still in the background state it launched in
            // (CarPlay launching the app with the phone locked): the launch was not the phone's, so the phone's first
            // scene entering the foreground is a return, as UIKit's willEnterForegroundNotification then says.
            appLevelLifecycle.backgroundWorkArrived()
            return []
        }
        return transition(&appLevelLifecycle, ObjectIdentifier(scene))
    }
}

extension ServiceContext {
    /// The roles of the app's connected scenes that are in the foreground (active or inactive), as UIKit reports
    /// their `activationState`: a service asks whether the phone's interface, CarPlay's or an external display's is
    /// on screen.
    ///
    /// ```swift
    /// func sceneDidEnterBackground(_ scene: UIScene) {
    ///     if context?.foregroundSceneRoles.contains(.windowApplication) == false { pausePhoneOnlyWork() }
    /// }
    /// ```
    public var foregroundSceneRoles: Set<UISceneSession.Role> {
        Self.roles(of: [.foregroundActive, .foregroundInactive])
    }

    /// The roles of the app's connected scenes that are active, as UIKit reports their `activationState`.
    public var activeSceneRoles: Set<UISceneSession.Role> { Self.roles(of: [.foregroundActive]) }

    private static func roles(of states: Set<UIScene.ActivationState>) -> Set<UISceneSession.Role> {
        Set(UIApplication.shared.connectedScenes.filter { states.contains($0.activationState) }.map(\.session.role))
    }
}
