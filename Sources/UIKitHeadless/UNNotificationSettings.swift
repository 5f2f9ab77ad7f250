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
