#if !canImport(UIKit)
public import UIKitHeadless

// Scene connection and disconnection for an app that uses scenes.
extension HeadlessAppDriver {
    /// Connects a new scene and, if the app is in the foreground, activates it.
    ///
    /// The sequence: `application(_:configurationForConnecting:options:)` (the session's Info.plist
    /// configuration when no service answers), `scene(_:willConnectTo:options:)` with `connection`'s
    /// contents, then, unless the app is in the background, `sceneWillEnterForeground` and
    /// `sceneDidBecomeActive`. A scene connected while the app is in the background stays there.
    ///
    /// - Parameter connection: Why the scene connects: URLs, activities, a quick action, a notification.
    /// - Returns: The connected scene, also appended to ``scenes``.
    /// - Throws: ``HeadlessTransitionError`` if the app does not use scenes, is not running, or supports
    ///   one scene and shows it.
    @discardableResult
    public func connectScene(_ connection: HeadlessSceneConnection = HeadlessSceneConnection()) throws
        -> UIWindowScene
    {
        let scene = try system.connectScene(connection)
        scenes.append(scene)
        if scene.activationState == .foregroundInactive { try system.activateScene(scene) }
        return scene
    }

    /// Disconnects a scene, as when the system reclaims it or the user closes it.
    ///
    /// The sequence: `sceneWillResignActive` if it is active, `sceneDidEnterBackground` if it is in the
    /// foreground, `sceneDidDisconnect`, and, when `discardingSession` is `true` (the user closed it in the
    /// app switcher), `application(_:didDiscardSceneSessions:)`.
    ///
    /// - Parameters:
    ///   - scene: A scene of ``scenes``.
    ///   - discardingSession: Whether the scene's session is discarded too.
    /// - Throws: ``HeadlessTransitionError`` if the scene is not connected.
    public func disconnectScene(_ scene: UIWindowScene, discardingSession: Bool = false) throws {
        if scene.activationState == .foregroundActive { try system.deactivateScene(scene) }
        if scene.activationState == .foregroundInactive { try system.backgroundScene(scene) }
        try system.disconnectScene(scene)
        scenes.removeAll { $0 === scene }
        if discardingSession { try system.discardSessions([scene.session]) }
    }
}
#endif
