/// How to present a notification that arrives while the app is in the foreground.
///
/// Bit values as in `UNUserNotificationCenter.h` (`NS_OPTIONS(NSUInteger)`).
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Update the app's badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show an alert.
    @available(iOS, introduced: 10.0, deprecated: 14.0, message: "Use .list and .banner")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Show in Notification Center (iOS 14.0).
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show as a banner (iOS 14.0).
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
