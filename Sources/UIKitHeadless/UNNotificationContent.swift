public import Foundation

/// The replica of `UNNotificationContent`: what a notification shows and carries.
open class UNNotificationContent: NSObject {
    /// The title.
    open internal(set) var title = ""
    /// The subtitle.
    open internal(set) var subtitle = ""
    /// The body.
    open internal(set) var body = ""
    /// The badge number to show.
    open internal(set) var badge: NSNumber?
    /// The payload.
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// The category that decides the notification's actions.
    open internal(set) var categoryIdentifier = ""
    /// The thread notifications are grouped by.
    open internal(set) var threadIdentifier = ""
}

/// The replica of `UNMutableNotificationContent`: content an app composes.
open class UNMutableNotificationContent: UNNotificationContent {
    /// The title.
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// The subtitle.
    open override var subtitle: String {
        get { super.subtitle }
        set { super.subtitle = newValue }
    }
    /// The body.
    open override var body: String {
        get { super.body }
        set { super.body = newValue }
    }
    /// The badge number to show.
    open override var badge: NSNumber? {
        get { super.badge }
        set { super.badge = newValue }
    }
    /// The payload.
    open override var userInfo: [AnyHashable: Any] {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
    /// The category that decides the notification's actions.
    open override var categoryIdentifier: String {
        get { super.categoryIdentifier }
        set { super.categoryIdentifier = newValue }
    }
    /// The thread notifications are grouped by.
    open override var threadIdentifier: String {
        get { super.threadIdentifier }
        set { super.threadIdentifier = newValue }
    }
}
