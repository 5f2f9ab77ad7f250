public import Foundation

/// The replica of UserNotifications' `UNNotificationSettings`: what the user allows the app, as
/// `getNotificationSettings(completionHandler:)` reports it.
///
/// Like UserNotifications' settings it is a snapshot that never changes; ask the center again for the current
/// answer. It is `Sendable` so the replica can hand it to completion handlers on any thread.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    /// Whether the app may notify the user.
    public let authorizationStatus: UNAuthorizationStatus

    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
        super.init()
    }
}

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
