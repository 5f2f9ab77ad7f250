public import Foundation

/// The replica of `UILocalNotification`, deprecated since iOS 10 in favour of UserNotifications.
@available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications")
@available(tvOS, unavailable)
@MainActor
open class UILocalNotification: NSObject {
    /// The notification's message.
    open var alertBody: String?
    /// App-defined information.
    open var userInfo: [AnyHashable: Any]?
}

/// The replica of `UIUserNotificationSettings`, deprecated since iOS 10 in favour of UserNotifications.
@available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications")
@available(tvOS, unavailable)
@MainActor
open class UIUserNotificationSettings: NSObject {}
