public import Foundation

/// The replica of `UNNotification`: a delivered notification.
open class UNNotification: NSObject {
    /// When it was delivered.
    open private(set) var date: Date
    /// The request that scheduled it.
    open private(set) var request: UNNotificationRequest

    /// Creates a delivered notification; the headless stand-in for the system creating one.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - date: The delivery date.
    public init(request: UNNotificationRequest, date: Date = Date()) {
        self.request = request
        self.date = date
        super.init()
    }
}

/// The replica of `UNNotificationRequest`: what to deliver and when.
open class UNNotificationRequest: NSObject {
    /// The request's identifier.
    open private(set) var identifier: String
    /// What the notification shows.
    open private(set) var content: UNNotificationContent
    /// What triggers it; `nil` to deliver at once.
    open private(set) var trigger: UNNotificationTrigger?

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - content: The content.
    ///   - trigger: The trigger.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
        super.init()
    }
}

/// The replica of `UNNotificationTrigger`: what causes delivery.
open class UNNotificationTrigger: NSObject {
    /// Whether the trigger repeats.
    open private(set) var repeats = false
}

/// The replica of `UNPushNotificationTrigger`: delivery caused by a remote notification.
open class UNPushNotificationTrigger: UNNotificationTrigger {}

/// The replica of `UNNotificationResponse`: what the user did with a notification.
open class UNNotificationResponse: NSObject {
    /// The notification.
    open private(set) var notification: UNNotification
    /// The action chosen: ``UNNotificationDefaultActionIdentifier``,
    /// ``UNNotificationDismissActionIdentifier`` or one of the app's actions.
    open private(set) var actionIdentifier: String

    /// Creates a response; the headless stand-in for the system creating one.
    ///
    /// - Parameters:
    ///   - notification: The notification.
    ///   - actionIdentifier: The action chosen.
    public init(notification: UNNotification, actionIdentifier: String = UNNotificationDefaultActionIdentifier) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// The action identifier when the user opened the app from the notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier when the user dismissed the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
