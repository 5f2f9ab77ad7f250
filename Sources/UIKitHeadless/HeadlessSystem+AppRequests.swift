// What the app asked of the system: notification authorization and windows. A registration for remote
// notifications is `remoteNotificationRegistrationRequested`; the badge and the URLs opened in other apps are
// on the application (`applicationIconBadgeNumber`, `openedExternalURLs`).
extension HeadlessSystem {
    /// The options of every notification authorization request the app made, oldest first.
    public var notificationAuthorizationRequests: [UNAuthorizationOptions] {
        userNotificationCenter.state.withLock { $0.requests }
    }

    /// Whether the app may notify the user: `notDetermined` until it asks, then the user's answer.
    public var notificationAuthorizationStatus: UNAuthorizationStatus {
        userNotificationCenter.state.withLock { $0.status }
    }

    /// The window the user sees: for an app without scenes, the window that last called
    /// `makeKeyAndVisible()`, while it is alive; for an app with scenes, the key window of an active scene,
    /// else of any connected scene.
    public var keyWindow: UIWindow? {
        if let window = sceneLessKeyWindow { return window }
        let scenes = application.connectedScenes.compactMap { $0 as? UIWindowScene }
        let active = scenes.filter { $0.activationState == .foregroundActive }
        return (active + scenes).lazy.compactMap(\.keyWindow).first
    }
}
