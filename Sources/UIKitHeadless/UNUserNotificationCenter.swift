public import Foundation

/// The replica of UserNotifications' `UNUserNotificationCenter`: the app's notification center.
///
/// It holds its delegate weakly, as `UNUserNotificationCenter.h` declares, and Apple requires the
/// delegate to be set "before the application returns from application:didFinishLaunchingWithOptions:".
/// ``HeadlessSystem`` delivers foreground notifications and responses to that delegate.
open class UNUserNotificationCenter: NSObject {
    /// The notification center's delegate, held weakly.
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    @MainActor private static let detached = UNUserNotificationCenter()

    /// The app's notification center.
    ///
    /// - Returns: The center of the current ``HeadlessSystem`` (each system has its own).
    @MainActor
    open class func current() -> UNUserNotificationCenter {
        UIApplication.current?.system?.userNotificationCenter ?? detached
    }
}
