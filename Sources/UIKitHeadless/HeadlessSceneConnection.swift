public import Foundation

/// Why a scene connects: what the system puts into `UIScene.ConnectionOptions`.
///
/// ```swift
/// let scene = try system.connectScene(HeadlessSceneConnection(urls: [URL(string: "myapp://inbox")!]))
/// ```
@MainActor
public struct HeadlessSceneConnection {
    /// URLs to open.
    public var urls: [URL]
    /// The app that asked to open them.
    public var sourceApplication: String?
    /// User activities to continue.
    public var userActivities: [NSUserActivity]
    /// The quick action the user chose.
    public var shortcutItem: UIApplicationShortcutItem?
    /// The notification the user responded to.
    public var notificationResponse: UNNotificationResponse?
    /// The CloudKit share the user accepted.
    public var cloudKitShareMetadata: CKShare.Metadata?
    /// The role of the scene's session: `windowApplication` (the default) for a window on the device's
    /// screen, or another window-scene role, such as a non-interactive window on an external display.
    ///
    /// ```swift
    /// var connection = HeadlessSceneConnection()
    /// connection.role = .windowExternalDisplayNonInteractive
    /// let display = try system.connectScene(connection)
    /// ```
    public var role = UISceneSession.Role.windowApplication
    /// The object an iOS 27 scene accessory was registered with, which the scene finds in its connection options'
    /// `sceneAccessoryUserInfo`: the system connects an accessory's scene in the role of its kind, such as
    /// `windowExternalDisplayNonInteractive` for `UISceneAccessory.externalNonInteractive(sceneConfiguration:userInfo:)`.
    ///
    /// ```swift
    /// var connection = HeadlessSceneConnection()
    /// connection.role = .windowExternalDisplayNonInteractive
    /// connection.sceneAccessoryUserInfo = script
    /// let accessory = try system.connectScene(connection)
    /// ```
    public var sceneAccessoryUserInfo: Any?

    /// Creates a connection reason; all empty means the user opened the app.
    ///
    /// - Parameters:
    ///   - urls: URLs to open.
    ///   - sourceApplication: The app that asked to open them.
    ///   - userActivities: User activities to continue.
    ///   - shortcutItem: The quick action chosen.
    ///   - notificationResponse: The notification responded to.
    ///   - cloudKitShareMetadata: The CloudKit share accepted.
    public init(
        urls: [URL] = [],
        sourceApplication: String? = nil,
        userActivities: [NSUserActivity] = [],
        shortcutItem: UIApplicationShortcutItem? = nil,
        notificationResponse: UNNotificationResponse? = nil,
        cloudKitShareMetadata: CKShare.Metadata? = nil
    ) {
        self.urls = urls
        self.sourceApplication = sourceApplication
        self.userActivities = userActivities
        self.shortcutItem = shortcutItem
        self.notificationResponse = notificationResponse
        self.cloudKitShareMetadata = cloudKitShareMetadata
    }

    func connectionOptions() -> UIScene.ConnectionOptions {
        let options = UIScene.ConnectionOptions()
        options.urlContexts = Set(
            urls.map {
                UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions(sourceApplication: sourceApplication))
            }
        )
        options.sourceApplication = sourceApplication
        options.userActivities = Set(userActivities)
        options.handoffUserActivityType = userActivities.first?.activityType
        options.shortcutItem = shortcutItem
        options.notificationResponse = notificationResponse
        options.cloudKitShareMetadata = cloudKitShareMetadata
        options.storedSceneAccessoryUserInfo = sceneAccessoryUserInfo
        return options
    }
}
