#if !canImport(UIKit)
public import Foundation
public import UIKitHeadless

// Cold and background launches. A cold launch of an app without scenes activates the app; one of an app
// that uses scenes connects a scene and activates it, and what the user opened (URL, quick action,
// notification) reaches the scene through its connection options, since UIKit gives such an app `nil`
// launch options.
extension HeadlessAppDriver {
    /// Launches the app into the foreground and makes it active, as a tap on its icon does.
    ///
    /// Without scenes: `willFinishLaunching`, `didFinishLaunching`, then `applicationDidBecomeActive`.
    /// With scenes: the launch callbacks (with `nil` options), the scene configuration,
    /// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground`, then `sceneDidBecomeActive`.
    ///
    /// - Parameter launchOptions: Why the app launched; an app that uses scenes does not see them.
    /// - Returns: What the launch delivered besides the launch callbacks.
    /// - Throws: ``HeadlessTransitionError`` if the app already launched.
    @discardableResult
    public func coldLaunch(options launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) throws -> HeadlessLaunch
    {
        try launchIntoForeground(launchOptions, HeadlessSceneConnection())
    }

    /// Launches an app that uses scenes, connecting its first scene for `connection` and activating it.
    ///
    /// The sequence is that of ``coldLaunch(options:)``; the connection options of
    /// `scene(_:willConnectTo:options:)` carry `connection`'s URLs, activities, quick action or notification.
    ///
    /// - Parameter connection: Why the scene connects.
    /// - Returns: What the launch delivered besides the launch and scene callbacks.
    /// - Throws: ``HeadlessTransitionError`` if the app does not use scenes (nothing is called then) or
    ///   already launched.
    @discardableResult
    public func coldLaunch(connecting connection: HeadlessSceneConnection) throws -> HeadlessLaunch {
        // Connecting a scene before launch fails first on the lifecycle model, which is the error to report.
        if !usesScenes { try system.connectScene(connection) }
        return try launchIntoForeground(nil, connection)
    }

    /// Launches the app because the user opened a URL that belongs to it.
    ///
    /// Without scenes the URL is then offered to `application(_:open:options:)`, before activation; with
    /// scenes it arrives in the connection options of `scene(_:willConnectTo:options:)` and
    /// `scene(_:openURLContexts:)` is not called, as in UIKit.
    ///
    /// - Parameter url: The URL.
    /// - Returns: What the launch delivered; without scenes, ``HeadlessLaunch/openedURL`` tells whether a
    ///   service opened it.
    /// - Throws: ``HeadlessTransitionError`` if the app already launched.
    @discardableResult
    public func coldLaunch(fromURL url: URL) throws -> HeadlessLaunch {
        try launchIntoForeground([.url: url], HeadlessSceneConnection(urls: [url]))
    }

    /// Launches the app from a Home Screen quick action.
    ///
    /// Without scenes the action then goes to `application(_:performActionFor:completionHandler:)`; with
    /// scenes it arrives in the connection options and `windowScene(_:performActionFor:completionHandler:)`
    /// is not called, as in UIKit.
    ///
    /// - Parameter item: The quick action.
    /// - Returns: What the launch delivered; without scenes, ``HeadlessLaunch/shortcutCompletion`` records
    ///   the answer.
    /// - Throws: ``HeadlessTransitionError`` if the app already launched.
    @discardableResult
    public func coldLaunch(fromShortcut item: UIApplicationShortcutItem) throws -> HeadlessLaunch {
        try launchIntoForeground([.shortcutItem: item], HeadlessSceneConnection(shortcutItem: item))
    }

    /// Launches the app to continue a user activity: a universal link (`NSUserActivityTypeBrowsingWeb` with a
    /// web page URL), Handoff, or a Spotlight result.
    ///
    /// Without scenes the activity is in the launch options' user-activity dictionary and then goes to
    /// `application(_:willContinueUserActivityWithType:)` and `application(_:continue:restorationHandler:)`; with
    /// scenes it arrives in the connection options, as in UIKit.
    ///
    /// - Parameter activity: The activity.
    /// - Returns: What the launch delivered; without scenes, ``HeadlessLaunch/continuedUserActivity`` tells
    ///   whether a service continued it.
    /// - Throws: ``HeadlessTransitionError`` if the app already launched.
    @discardableResult
    public func coldLaunch(fromUserActivity activity: NSUserActivity) throws -> HeadlessLaunch {
        let dictionary: [AnyHashable: Any] = [
            UIApplication.LaunchOptionsKey.userActivityType.rawValue: activity.activityType,
            HeadlessSystem.userActivityKey: activity,
        ]
        return try launchIntoForeground(
            [.userActivityDictionary: dictionary], HeadlessSceneConnection(userActivities: [activity]))
    }

    /// Launches the app because the user accepted a CloudKit share.
    ///
    /// Without scenes the share's metadata is in the launch options and then goes to
    /// `application(_:userDidAcceptCloudKitShareWith:)`; with scenes it arrives in the connection options.
    ///
    /// - Parameter metadata: The share's metadata.
    /// - Returns: What the launch delivered.
    /// - Throws: ``HeadlessTransitionError`` if the app already launched.
    @discardableResult
    public func coldLaunch(fromCloudKitShare metadata: CKShare.Metadata) throws -> HeadlessLaunch {
        try launchIntoForeground(
            [.cloudKitShareMetadata: metadata], HeadlessSceneConnection(cloudKitShareMetadata: metadata))
    }

    /// Launches the app because the user tapped a notification, then delivers the response to the
    /// notification-center delegate, as UIKit does after launch.
    ///
    /// With scenes the response also arrives in the connection options of `scene(_:willConnectTo:options:)`.
    ///
    /// - Parameter response: The user's response.
    /// - Returns: The response's completion record, or `nil` if no service handles responses.
    /// - Throws: ``HeadlessTransitionError`` if the app already launched.
    @discardableResult
    public func coldLaunch(fromNotification response: UNNotificationResponse) throws -> SystemCompletion<Bool>? {
        try launchIntoForeground(
            [.remoteNotification: response.notification.request.content.userInfo],
            HeadlessSceneConnection(notificationResponse: response))
        return system.respondToNotification(response)
    }

    /// Launches the app into the background for a silent push, which the services fetch for.
    ///
    /// No scene connects; ``returnToForeground()`` later connects one for an app that uses scenes.
    ///
    /// - Parameter payload: The push's payload.
    /// - Returns: The fetch completion's record, or `nil` if no service handles remote notifications.
    /// - Throws: ``HeadlessTransitionError`` if the app already launched.
    @discardableResult
    public func backgroundLaunch(forPush payload: [AnyHashable: Any]) throws -> SystemCompletion<
        UIBackgroundFetchResult
    >? {
        try system.launchInBackground(options: [.remoteNotification: payload]).remoteNotificationCompletion
    }

    @discardableResult
    private func launchIntoForeground(
        _ launchOptions: [UIApplication.LaunchOptionsKey: Any]?,
        _ connection: HeadlessSceneConnection
    ) throws -> HeadlessLaunch {
        let launch = try system.launch(options: launchOptions)
        if usesScenes {
            try connectScene(connection)
        } else {
            try system.activate()
        }
        return launch
    }
}
#endif
