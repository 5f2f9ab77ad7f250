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
        @available(
            iOS, introduced: 3.0, deprecated: 26.0,
            message: "Use UIScene lifecycle and UIScene.ConnectionOptions.URLContexts instead."
        )
        @available(
            tvOS, introduced: 9.0, deprecated: 26.0,
            message: "Use UIScene lifecycle and UIScene.ConnectionOptions.URLContexts instead."
        )
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open the URL (`String`).
        @available(
            iOS, introduced: 3.0, deprecated: 26.0,
            message: "Use UIScene lifecycle and UIScene.ConnectionOptions.sourceApplication instead."
        )
        @available(
            tvOS, introduced: 9.0, deprecated: 26.0,
            message: "Use UIScene lifecycle and UIScene.ConnectionOptions.sourceApplication instead."
        )
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The app was launched for a remote notification (its payload, a dictionary).
        @available(
            iOS, introduced: 3.0, deprecated: 26.0,
            message:
                "Continue using UIApplicationDelegate's application(_:didReceiveRemoteNotification:fetchCompletionHandler:) to process silent remote notifications after scene connection."
        )
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
        @available(
            iOS, introduced: 4.0, deprecated: 26.0,
            message:
                "Adopt CLLocationUpdate or CLMonitor, or use CLLocationManagerDelegate from CoreLocation to handle expected location events after scene connection."
        )
        @available(
            tvOS, introduced: 9.0, deprecated: 26.0,
            message:
                "Adopt CLLocationUpdate or CLMonitor, or use CLLocationManagerDelegate from CoreLocation to handle expected location events after scene connection."
        )
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        /// The app was launched to process Newsstand downloads.
        @available(iOS, introduced: 5.0, deprecated: 26.0, message: "This dictionary key is no longer used.")
        @available(tvOS, unavailable)
        public static let newsstandDownloads = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsNewsstandDownloadsKey")
        /// The app was launched for Bluetooth central events.
        @available(
            iOS, introduced: 7.0, deprecated: 26.0,
            message:
                "Store restoration identifiers and reinstantiate central managers with those identifiers on app launch to resume previous functionality."
        )
        @available(
            tvOS, introduced: 9.0, deprecated: 26.0,
            message:
                "Store restoration identifiers and reinstantiate central managers with those identifiers on app launch to resume previous functionality."
        )
        public static let bluetoothCentrals = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
        /// The app was launched for Bluetooth peripheral events.
        @available(
            iOS, introduced: 7.0, deprecated: 26.0,
            message:
                "Store restoration identifiers and reinstantiate peripheral managers with those identifiers on app launch to resume previous functionality."
        )
        @available(
            tvOS, introduced: 9.0, deprecated: 26.0,
            message:
                "Store restoration identifiers and reinstantiate peripheral managers with those identifiers on app launch to resume previous functionality."
        )
        public static let bluetoothPeripherals = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")
        /// The app was launched from a Home Screen quick action (`UIApplicationShortcutItem`).
        @available(
            iOS, introduced: 3.0, deprecated: 26.0,
            message: "Use UIScene lifecycle and UIScene.ConnectionOptions.shortcutItem instead."
        )
        @available(tvOS, unavailable)
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The event attribution of a tap on an ad.
        @available(
            iOS, introduced: 14.5, deprecated: 26.0,
            message: "Use UIScene lifecycle and UIScene.ConnectionOptions.eventAttribution instead."
        )
        @available(tvOS, unavailable)
        public static let eventAttribution = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsEventAttributionKey")
        /// The user activity to continue (a dictionary).
        @available(
            iOS, introduced: 8.0, deprecated: 26.0,
            message: "Use UIScene lifecycle and UIScene.ConnectionOptions.userActivities instead."
        )
        @available(
            tvOS, introduced: 9.0, deprecated: 26.0,
            message: "Use UIScene lifecycle and UIScene.ConnectionOptions.userActivities instead."
        )
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The type of the user activity to continue (`String`).
        @available(
            iOS, introduced: 8.0, deprecated: 26.0,
            message: "Use UIScene lifecycle and UIScene.ConnectionOptions.handoffUserActivityType instead."
        )
        @available(
            tvOS, introduced: 9.0, deprecated: 26.0,
            message: "Use UIScene lifecycle and UIScene.ConnectionOptions.handoffUserActivityType instead."
        )
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// The app was launched to accept a CloudKit share.
        @available(
            iOS, introduced: 10.0, deprecated: 26.0,
            message: "Use UIScene lifecycle and UIScene.ConnectionOptions.cloudKitShareMetadata instead."
        )
        @available(tvOS, unavailable)
        public static let cloudKitShareMetadata = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsCloudKitShareMetadataKey")
    }
}
