public import Foundation

/// The replica of `UIApplicationDelegate`: the 53 methods and the `window` property of the iOS 17/18 SDK.
///
/// Names, labels, optionality, `@MainActor` isolation, availability and deprecations follow
/// `UIApplication.h`; `../shared/reference/uikit-surface.md` lists each with its source. Two things
/// differ because the language does here: Swift has no `optional` requirements without Objective-C, so
/// every requirement has a do-nothing default in `UIApplicationDelegate+Defaults.swift`, and
/// `UIResponder.responds(to:)` says which ones an object really implements; and protocol methods cannot
/// carry the importer's `= nil` / `= [:]` default arguments.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's main window, when the app does not use scenes.
    var window: UIWindow? { get set }

    // MARK: Launch

    /// Tells the delegate that launching finished (legacy; prefer the options variants).
    func applicationDidFinishLaunching(_ application: UIApplication)
    /// Tells the delegate that launching started; return `false` if the app cannot handle the URL or activity.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Tells the delegate that launching is almost done; return `false` if the app cannot handle the URL or activity.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    // MARK: App state (not called for apps that use scenes)

    /// Tells the delegate that the app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Tells the delegate that the app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// Tells the delegate that the app entered the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Tells the delegate that the app is about to enter the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Tells the delegate that the app received a memory warning.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Tells the delegate that the app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// Tells the delegate of a significant change in time.
    func applicationSignificantTimeChange(_ application: UIApplication)
    /// Tells the delegate that protected files are about to become unavailable.
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    /// Tells the delegate that protected files are available.
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)

    // MARK: Opening URLs

    /// Asks the delegate to open a URL (deprecated).
    @available(iOS, introduced: 2.0, deprecated: 9.0, message: "Use application:openURL:options:")
    @available(tvOS, unavailable)
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool
    /// Asks the delegate to open a URL from another app (deprecated).
    @available(iOS, introduced: 4.2, deprecated: 9.0, message: "Use application:openURL:options:")
    @available(tvOS, unavailable)
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool
    /// Asks the delegate to open a resource specified by a URL.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    // MARK: Status bar (deprecated)

    /// Tells the delegate that the status-bar orientation is about to change.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator:"
    )
    @available(tvOS, unavailable)
    func application(
        _ application: UIApplication,
        willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval
    )
    /// Tells the delegate that the status-bar orientation changed.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator:"
    )
    @available(tvOS, unavailable)
    func application(
        _ application: UIApplication,
        didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation
    )
    /// Tells the delegate that the status-bar frame is about to change.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator:"
    )
    @available(tvOS, unavailable)
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)
    /// Tells the delegate that the status-bar frame changed.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator:"
    )
    @available(tvOS, unavailable)
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)

    // MARK: Remote and local notifications

    /// Tells the delegate which notification types the user allowed (deprecated).
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications")
    @available(tvOS, unavailable)
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)
    /// Tells the delegate that the app registered with APNs.
    func application(
        _ application: UIApplication,
        didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    )
    /// Tells the delegate that registering with APNs failed.
    func application(
        _ application: UIApplication,
        didFailToRegisterForRemoteNotificationsWithError error: any Error
    )
    /// Tells the delegate that a remote notification arrived (deprecated; not called when the fetch variant exists).
    @available(iOS, introduced: 3.0, deprecated: 10.0, message: "Use UserNotifications")
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any])
    /// Tells the delegate that a local notification arrived (deprecated).
    @available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications")
    @available(tvOS, unavailable)
    func application(_ application: UIApplication, didReceive notification: UILocalNotification)
    /// Asks the delegate to handle an action of a local notification (deprecated).
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications")
    @available(tvOS, unavailable)
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        completionHandler: @escaping () -> Void
    )
    /// Asks the delegate to handle an action of a remote notification with a text response (deprecated).
    @available(iOS, introduced: 9.0, deprecated: 10.0, message: "Use UserNotifications")
    @available(tvOS, unavailable)
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    )
    /// Asks the delegate to handle an action of a remote notification (deprecated).
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications")
    @available(tvOS, unavailable)
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    )
    /// Asks the delegate to handle an action of a local notification with a text response (deprecated).
    @available(iOS, introduced: 9.0, deprecated: 10.0, message: "Use UserNotifications")
    @available(tvOS, unavailable)
    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    )
    /// Tells the delegate that a remote notification arrived that may have data to fetch.
    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    )

    // MARK: Background work

    /// Tells the delegate it may fetch data in the background (deprecated; use BackgroundTasks).
    @available(iOS, introduced: 7.0, deprecated: 13.0, message: "Use a BGAppRefreshTask")
    @available(tvOS, introduced: 11.0, deprecated: 13.0, message: "Use a BGAppRefreshTask")
    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    )
    /// Tells the delegate that events of a background URL session are waiting.
    func application(
        _ application: UIApplication,
        handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    )

    // MARK: Quick actions, WatchKit, HealthKit, SiriKit

    /// Asks the delegate to perform a Home Screen quick action.
    @available(tvOS, unavailable)
    func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    )
    /// Asks the delegate to answer a request from a WatchKit extension.
    func application(
        _ application: UIApplication,
        handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void
    )
    /// Asks the delegate to request HealthKit authorization.
    func applicationShouldRequestHealthAuthorization(_ application: UIApplication)
    /// Asks the delegate for an object that handles an intent.
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any?
    /// Asks the delegate to handle an intent (deprecated).
    @available(iOS, introduced: 11.0, deprecated: 14.0, message: "Use application:handlerForIntent:")
    func application(
        _ application: UIApplication,
        handle intent: INIntent,
        completionHandler: @escaping (INIntentResponse) -> Void
    )

    // MARK: Interface

    /// Asks the delegate for the orientations the app supports in a window.
    @available(tvOS, unavailable)
    func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask
    /// Asks the delegate whether to allow an app extension type.
    func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool

    // MARK: State restoration

    /// Asks the delegate for the view controller for a restoration path.
    func application(
        _ application: UIApplication,
        viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController?
    /// Asks the delegate whether to save the app's state securely.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Asks the delegate whether to restore the app's saved state.
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// Tells the delegate to save app-level state.
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Tells the delegate to restore app-level state.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    /// Asks the delegate whether to save the app's state (deprecated).
    @available(iOS, introduced: 6.0, deprecated: 13.2, message: "Use application:shouldSaveSecureApplicationState:")
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    /// Asks the delegate whether to restore the app's state (deprecated).
    @available(iOS, introduced: 6.0, deprecated: 13.2, message: "Use application:shouldRestoreSecureApplicationState:")
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool

    // MARK: User activities

    /// Tells the delegate that a user activity of a type is about to be continued.
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    /// Asks the delegate to continue a user activity.
    func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
    /// Tells the delegate that a user activity could not be continued.
    func application(
        _ application: UIApplication,
        didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    )
    /// Tells the delegate that a user activity was updated.
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)

    // MARK: CloudKit

    /// Tells the delegate that the user accepted a CloudKit share.
    func application(
        _ application: UIApplication,
        userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    )

    // MARK: Scenes

    /// Asks the delegate for the configuration of a scene being created.
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Tells the delegate that the user closed scene sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    // MARK: Key commands

    /// Asks the delegate whether key commands are localized automatically.
    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool
}
