public import Foundation

// The defaults that stand in for `@objc optional` off Apple platforms. Each answers what UIKit does when
// the method is absent (launch proceeds, URLs are not opened, extension points are allowed, restoration
// is not opted into, the Info.plist decides orientations and scene configurations), and each completion
// handler is called at once with the neutral answer, so a caller that calls a default never waits.
extension UIApplicationDelegate {
    /// The default: `returns nil and ignores assignments`.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// The default: does nothing.
    public func applicationDidFinishLaunching(_ application: UIApplication) {
    }

    /// The default: `return true`.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        return true
    }

    /// The default: `return true`.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        return true
    }

    /// The default: does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {
    }

    /// The default: does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {
    }

    /// The default: does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {
    }

    /// The default: does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {
    }

    /// The default: does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
    }

    /// The default: does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {
    }

    /// The default: does nothing.
    public func applicationSignificantTimeChange(_ application: UIApplication) {
    }

    /// The default: does nothing.
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
    }

    /// The default: does nothing.
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
    }

    /// The default: `return false`.
    @available(iOS, introduced: 2.0, deprecated: 9.0, message: "Use application:openURL:options:")
    @available(tvOS, unavailable)
    public func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
        return false
    }

    /// The default: `return false`.
    @available(iOS, introduced: 4.2, deprecated: 9.0, message: "Use application:openURL:options:")
    @available(tvOS, unavailable)
    public func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any)
        -> Bool
    {
        return false
    }

    /// The default: `return false`.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any])
        -> Bool
    {
        return false
    }

    /// The default: does nothing.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator:"
    )
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval
    ) {
    }

    /// The default: does nothing.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator:"
    )
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation
    ) {
    }

    /// The default: does nothing.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator:"
    )
    @available(tvOS, unavailable)
    public func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {
    }

    /// The default: does nothing.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator:"
    )
    @available(tvOS, unavailable)
    public func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {
    }

    /// The default: does nothing.
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications")
    @available(tvOS, unavailable)
    public func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)
    {
    }

    /// The default: does nothing.
    public func application(
        _ application: UIApplication,
        didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {
    }

    /// The default: does nothing.
    public func application(
        _ application: UIApplication,
        didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {
    }

    /// The default: does nothing.
    @available(iOS, introduced: 3.0, deprecated: 10.0, message: "Use UserNotifications")
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
    }

    /// The default: does nothing.
    @available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications")
    @available(tvOS, unavailable)
    public func application(_ application: UIApplication, didReceive notification: UILocalNotification) {
    }

    /// The default: `completionHandler()`.
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications")
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }

    /// The default: `completionHandler()`.
    @available(iOS, introduced: 9.0, deprecated: 10.0, message: "Use UserNotifications")
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }

    /// The default: `completionHandler()`.
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications")
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }

    /// The default: `completionHandler()`.
    @available(iOS, introduced: 9.0, deprecated: 10.0, message: "Use UserNotifications")
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }

    /// The default: `completionHandler(.noData)`.
    public func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        completionHandler(.noData)
    }

    /// The default: `completionHandler(.noData)`.
    @available(iOS, introduced: 7.0, deprecated: 13.0, message: "Use a BGAppRefreshTask")
    @available(tvOS, introduced: 11.0, deprecated: 13.0, message: "Use a BGAppRefreshTask")
    public func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        completionHandler(.noData)
    }

    /// The default: `completionHandler()`.
    public func application(
        _ application: UIApplication,
        handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }

    /// The default: `completionHandler(false)`.
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(false)
    }

    /// The default: `reply(nil)`.
    public func application(
        _ application: UIApplication,
        handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void
    ) {
        reply(nil)
    }

    /// The default: does nothing.
    public func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {
    }

    /// The default: `return nil`.
    public func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        return nil
    }

    /// The default: `completionHandler(INIntentResponse())`.
    @available(iOS, introduced: 11.0, deprecated: 14.0, message: "Use application:handlerForIntent:")
    public func application(
        _ application: UIApplication,
        handle intent: INIntent,
        completionHandler: @escaping (INIntentResponse) -> Void
    ) {
        completionHandler(INIntentResponse())
    }

    /// The default: `return application.supportedInterfaceOrientations(for: window)`.
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        return application.supportedInterfaceOrientations(for: window)
    }

    /// The default: `return true`.
    public func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool {
        return true
    }

    /// The default: `return nil`.
    public func application(
        _ application: UIApplication,
        viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController? {
        return nil
    }

    /// The default: `return false`.
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        return false
    }

    /// The default: `return false`.
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        return false
    }

    /// The default: does nothing.
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
    }

    /// The default: does nothing.
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
    }

    /// The default: `return false`.
    @available(iOS, introduced: 6.0, deprecated: 13.2, message: "Use application:shouldSaveSecureApplicationState:")
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
        return false
    }

    /// The default: `return false`.
    @available(iOS, introduced: 6.0, deprecated: 13.2, message: "Use application:shouldRestoreSecureApplicationState:")
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
        return false
    }

    /// The default: `return false`.
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String)
        -> Bool
    {
        return false
    }

    /// The default: `return false`.
    public func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        return false
    }

    /// The default: does nothing.
    public func application(
        _ application: UIApplication,
        didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    ) {
    }

    /// The default: does nothing.
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {
    }

    /// The default: does nothing.
    public func application(
        _ application: UIApplication,
        userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
    }

    /// The default: `return connectingSceneSession.configuration`.
    public func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        return connectingSceneSession.configuration
    }

    /// The default: does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    }

    /// The default: `return true`.
    public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool {
        return true
    }
}
