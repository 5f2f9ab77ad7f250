/// Whether the app may notify the user (`UNAuthorizationStatus`, raw values as in `UNNotificationSettings.h`).
public enum UNAuthorizationStatus: Int, Sendable {
    /// The user has not been asked yet.
    case notDetermined = 0
    /// The user denied notifications.
    case denied = 1
    /// The user allowed notifications.
    case authorized = 2
    /// The app may post quiet notifications without having asked (iOS 12.0).
    case provisional = 3
    /// The app may notify for a limited time, as an App Clip (iOS 14.0).
    @available(tvOS, unavailable)
    case ephemeral = 4
}
