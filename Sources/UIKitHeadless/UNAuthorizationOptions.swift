/// What an app asks the user to allow when it requests notification authorization.
///
/// Bit values and availability as in `UNUserNotificationCenter.h` (`NS_OPTIONS(NSUInteger)`); Swift spells
/// "no options" `[]`.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Update the app's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Play sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Show alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Show notifications in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Play sounds for critical alerts (iOS 12.0).
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// Show a button for in-app notification settings (iOS 12.0).
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Deliver quietly without asking the user first (iOS 12.0).
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    /// Let Siri read messages out (iOS 13.0 to 15.0).
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Announcement authorization is always included")
    @available(tvOS, unavailable)
    public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
    /// Time-sensitive notifications (iOS 15.0 only).
    @available(iOS, introduced: 15.0, deprecated: 15.0, message: "Use time-sensitive entitlement")
    public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}
