extension UIApplication {
    /// Keys of the launch-options dictionary passed to the launch callbacks and to
    /// `didFinishLaunchingNotification`'s user info.
    ///
    /// `NS_TYPED_ENUM` in `UIApplication.h`; the raw strings are the Objective-C constant names.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public var rawValue: String

        /// Creates a key from its string.
        ///
        /// - Parameter rawValue: The string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The app was launched to open a URL (`URL`).
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open the URL (`String`).
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The app was launched for a remote notification (its payload, a dictionary).
        @available(tvOS, unavailable)
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The app was launched for a local notification.
        @available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications")
        @available(tvOS, unavailable)
        public static let localNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsLocalNotificationKey")
        /// The annotation of the URL to open.
        @available(iOS, introduced: 3.2, deprecated: 16.0)
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        /// The app was launched for a location event.
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        /// The app was launched to process Newsstand downloads.
        @available(tvOS, unavailable)
        public static let newsstandDownloads = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsNewsstandDownloadsKey")
        /// The app was launched for Bluetooth central events.
        public static let bluetoothCentrals = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
        /// The app was launched for Bluetooth peripheral events.
        public static let bluetoothPeripherals = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")
        /// The app was launched from a Home Screen quick action (`UIApplicationShortcutItem`).
        @available(tvOS, unavailable)
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The event attribution of a tap on an ad.
        @available(tvOS, unavailable)
        public static let eventAttribution = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsEventAttributionKey")
        /// The user activity to continue (a dictionary).
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The type of the user activity to continue (`String`).
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// The app was launched to accept a CloudKit share.
        @available(tvOS, unavailable)
        public static let cloudKitShareMetadata = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsCloudKitShareMetadataKey")
    }
}
