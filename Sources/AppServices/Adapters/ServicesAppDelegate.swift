public import Foundation
import Logging

#if canImport(UIKit)
public import CloudKit
public import Intents
public import UIKit
#else
public import UIKitHeadless
#endif

// Sets of UIKit objects use NSObject's Hashable, which the macOS host must import from ObjectiveC.
#if !canImport(UIKit) && canImport(ObjectiveC)
public import ObjectiveC
#endif

/// The application delegate that fans every `UIApplicationDelegate` callback out to the app's services.
///
/// Subclass it and list the services; nothing else goes into the app's delegate:
///
/// ```swift
/// @main
/// final class AppDelegate: ServicesAppDelegate {
///     override var services: [any ApplicationService] { [CrashReporting(), Analytics(), PushNotifications()] }
/// }
/// ```
///
/// A SwiftUI app holds it with `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`.
///
/// The delegate answers `responds(to:)` from ``ServiceHost/advertisedSelectors``, so UIKit sees exactly the callbacks
/// the services handle and nothing else: no background-mode warning for a fetch method no service implements, no
/// Info.plist orientations overridden by accident. A callback an SDK swizzled (Firebase, OneSignal, Airship) is
/// advertised too, so the SDK receives it and then calls this class's method, which fans out to the services; with no
/// service taking part, the method answers as a delegate that ignores the callback (`.noData`, `false`, no presentation
/// options) and calls the completion exactly once. An app that moves its delegate into services step by step may keep a
/// callback here for a while: override it and call `super`, which fans out to the services (a callback no service
/// handles is advertised only if a service adopts it, so keep such code in a service). An app that cannot subclass this
/// class keeps a ``ServiceHost`` itself and forwards each callback to the host method of the same name.
open class ServicesAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's main window; in an app that uses scenes, the window of its main scene.
    ///
    /// Without scenes it is the window the app assigns, as UIKit's stored property is. Once the app uses scenes,
    /// the window the app built before or after launch, wherever its code runs, keeps working:
    /// - when the first application-role window scene connects (the *main scene*) without a window of its own,
    ///   the window assigned here moves into it (its `windowScene` is set), becomes the `window` of its
    ///   ``ServicesSceneDelegate``, and, unless the app left it hidden, is made key and visible;
    /// - a window assigned after the main scene connected (a new root after sign-in) moves into it the same way;
    /// - reads give the main scene's window: its scene delegate's `window`, else its key window, else its first;
    ///   with no main scene connected yet, the window assigned here.
    ///
    /// The main scene is the window scene of an app-level role (``ServiceHost/appLevelSceneRoles``: the application
    /// role, Assistive Access's, a visionOS volume) that connected first among those still connected;
    /// when it disconnects, the next one takes over, and the window moves there unless that scene has a window
    /// of its own. A scene of another role (an external display, CarPlay) never takes the window. A main scene
    /// that made its own window (a storyboard scene, a scene delegate's code, SwiftUI) keeps it: the window
    /// assigned here stays out of the scene, a warning is logged, and reads give the scene's window, so there
    /// are never two main windows. See <doc:AdoptingTheSceneLifeCycle>.
    ///
    /// A subclass may override it with observers (`didSet`); an override that does not call `super` keeps the
    /// window away from the scene.
    open var window: UIWindow? {
        get { mainWindow.window }
        set { mainWindow.assign(newValue) }
    }

    /// The app's main scene: the application-role window scene that connected first among those still
    /// connected; `nil` before it connects, or in an app without scenes.
    ///
    /// Code outside the app delegate that makes a window (a privacy cover, a lock screen) makes it for this scene,
    /// `UIWindow(windowScene:)`, since a window made without a scene never shows once the app uses scenes. The
    /// app's own window, made by another object, is handed to this scene through ``window``.
    public var mainScene: UIWindowScene? { mainWindow.mainScene }

    /// Keeps the app's window in its main scene; see ``window``.
    lazy var mainWindow = MainWindow(logger: host.logger)

    /// The services, in registration order; read once, when ``host`` is first used.
    ///
    /// Override it to list the app's services. Give a service a priority by adding it to ``host`` instead.
    open var services: [any ApplicationService] { [] }

    /// The host that holds the services and dispatches to them, created with the delegate, since UIKit asks
    /// which callbacks the delegate implements as soon as it is set.
    public private(set) lazy var host: ServiceHost = {
        let host = makeHost()
        host.applicationDelegate = self
        if let registrationPlanError {
            host.logger.error(
                "The registration plan could not be made, so its services and launch tasks are left out: \(registrationPlanError)"
            )
        }
        publishedHost.withLock { $0 = host }
        ServiceHost.registerApp(host)
        return host
    }()

    /// ``host``, for questions UIKit may ask from any thread.
    private nonisolated let publishedHost = Locked<ServiceHost?>(nil)

    /// The notification-center delegate installed while launching when a service handles a
    /// notification-center callback; kept here because the center holds its delegate weakly.
    public internal(set) var notificationCenterDelegate: ServicesNotificationCenterDelegate?

    /// Watches for the first activation, to check that ``notificationCenterDelegate`` is still installed.
    var notificationDelegateWatch: (any NSObjectProtocol)?

    /// App-level launch tasks, run with those of ``registrationPlan`` and every ``LaunchTaskProviding`` service.
    ///
    /// Override it to add tasks that belong to no service; read once, in `willFinishLaunching`.
    open var launchTasks: [LaunchTask] { [] }

    /// The app's milestones that launch tasks may wait for, with those of ``registrationPlan``'s manifest;
    /// read once, in `willFinishLaunching`.
    ///
    /// Reach each through ``launchScheduler`` when the app knows, for example `launchScheduler?.reach(.consentGiven)`.
    open var launchMilestones: [LaunchMilestone] { [] }

    /// The milestone until which the cold-start URL, user activity, quick action or CloudKit share waits before
    /// the app-level services get it, or `nil` to deliver it at once; read once, in `willFinishLaunching`.
    ///
    /// The launch declares it, so reach it through ``launchScheduler`` (`launchScheduler?.reach(.consentGiven)`);
    /// the launch report shows the hold. See ``ServiceHost/holdLaunchIntent(until:)`` and <doc:WhatLaunchedTheApp>.
    open var launchIntentHoldMilestone: LaunchMilestone? { nil }

    /// Where UIKit posts the application's notifications; the launch graph listens for the first activation.
    open var notificationCenter: NotificationCenter { .default }

    /// Runs the launch graph; once the graph holds the plan's tasks, the plan drops them, so their work is
    /// released as soon as it has run.
    lazy var launchDriver = LaunchDriver(logger: host.logger, notificationCenter: notificationCenter) {
        [weak self] in self?.plannedRegistration?.tasks = []
    }

    /// The launch graph's scheduler, once `willFinishLaunching` validated the graph; `nil` if it was invalid.
    public var launchScheduler: LaunchScheduler? { launchDriver.scheduler }

    /// Why the launch graph did not run, if it was invalid.
    public var launchGraphError: LaunchGraphError? { launchDriver.graphError }

    /// The services and launch tasks a catalog planned from the app's manifests, or `nil`.
    ///
    /// Override it to register through a ``ServiceCatalog`` and a manifest instead of, or besides, a list in code. Its
    /// services come first, in the plan's order, followed by ``services``; its tasks join the launch graph.
    ///
    /// It may throw: a manifest with problems, say. Then the app launches without the plan's services and
    /// tasks, the host logs the error (a ``ManifestError`` names every problem, with file and key path), and
    /// ``registrationPlanError`` keeps it. Do not swallow the error with `try?`:
    ///
    /// ```swift
    /// override var registrationPlan: RegistrationPlan? {
    ///     get throws { try catalog.plan(for: ServiceManifest.load(contentsOf: manifestURL)) }
    /// }
    /// ```
    open var registrationPlan: RegistrationPlan? {
        get throws { nil }
    }

    /// Why ``registrationPlan`` threw, if it did; its services and launch tasks are then left out.
    public private(set) var registrationPlanError: (any Error)?

    /// ``registrationPlan``, read once, or `nil` if it threw.
    ///
    /// An override of ``makeHost()`` adds it to the host it makes.
    public internal(set) lazy var plannedRegistration: RegistrationPlan? = {
        do {
            return try registrationPlan
        } catch {
            registrationPlanError = error
            return nil
        }
    }()

    /// Creates the host; override to configure deadlines, the clock or the logger.
    ///
    /// - Returns: A host holding the services of ``registrationPlan``, then ``services``.
    open func makeHost() -> ServiceHost {
        let host = ServiceHost()
        if let plan = plannedRegistration { host.add(plan) }
        for service in services { host.add(service) }
        return host
    }

    /// Creates the delegate; UIKit calls this through `UIApplicationMain`.
    public override init() {
        _ = ServicesAppDelegate.ownImplementations
        super.init()
        _ = host
        observeScenesForMainWindow()
    }

    /// The callbacks a subclass keeps, overriding their methods while the app moves its code into services
    /// step by step, so that UIKit calls them even when no service handles them yet.
    ///
    /// On Apple platforms the delegate sees an override by itself, and this list adds nothing; the headless
    /// platform (Linux, a macOS host) cannot see Swift overrides, so a subclass tested there lists them:
    ///
    /// ```swift
    /// override nonisolated var keptCallbacks: Set<DelegateCallback> { [.performFetch] }
    /// ```
    nonisolated open var keptCallbacks: Set<DelegateCallback> { [] }

    /// Whether the delegate implements a method: for delegate callbacks, whether a service handles it or a
    /// subclass keeps it.
    ///
    /// - Parameter aSelector: A selector UIKit asks about.
    /// - Returns: For `UIApplicationDelegate` callbacks, ``ServiceHost/advertisedSelectors``, plus the
    ///   callbacks a subclass overrides (see ``keptCallbacks``); otherwise the superclass's answer.
    nonisolated open override func responds(to aSelector: Selector!) -> Bool {
        adapterResponds(to: aSelector) ?? super.responds(to: aSelector)
    }

    /// Gives a forwarding application delegate (SwiftUI's) real methods for the services' push, URL and activity
    /// callbacks (the SwiftUI bridge), installs the notification-center delegate if a
    /// service needs it, holds the cold-start intent until ``launchIntentHoldMilestone`` if there is one, starts
    /// the launch graph (its ``LaunchPhase/willFinishLaunching`` phase runs first; the graph declares the hold's
    /// milestone, and ``Identifier/launchIntentResolved`` if a task waits for it), then forwards to
    /// ``ServiceHost/application(_:willFinishLaunchingWithOptions:)``.
    ///
    /// An override must call `super`, which starts the launch graph.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - launchOptions: Why the app was launched, or `nil`.
    /// - Returns: `false` if a service cannot handle the launch URL or activity.
    open func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        bridgeForwardingApplicationDelegate(application)
        installNotificationCenterDelegate(application)
        let tasks = (plannedRegistration?.launchTasks ?? []) + LaunchTask.tasks(providedBy: host.services) + launchTasks
        let hold = launchIntentHoldMilestone
        if let hold { host.holdLaunchIntent(until: hold) }
        launchDriver.willFinishLaunching(
            application, context: LaunchContext(launchOptions), tasks: tasks,
            milestones: Self.launchMilestones(
                declared: (plannedRegistration?.milestones ?? []) + launchMilestones, hold, tasks: tasks),
            clock: host.clock, host: host)
        return host.application(application, willFinishLaunchingWithOptions: launchOptions)
    }

    /// Runs the launch graph's ``LaunchPhase/didFinishLaunching`` phase, then forwards to
    /// ``ServiceHost/application(_:didFinishLaunchingWithOptions:)``.
    ///
    /// An app moving its delegate into services step by step can keep launch code here for a while:
    ///
    /// ```swift
    /// override func application(
    ///     _ application: UIApplication,
    ///     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    /// ) -> Bool {
    ///     LegacySDK.start()  // not moved into a service yet
    ///     return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - launchOptions: Why the app was launched, or `nil`.
    /// - Returns: `false` if a service cannot handle the launch URL or activity.
    open func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        launchDriver.didFinishLaunching()
        return host.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    /// Forwards to ``ServiceHost/applicationDidFinishLaunching(_:)``.
    ///
    /// - Parameter application: The app.
    open func applicationDidFinishLaunching(_ application: UIApplication) {
        host.applicationDidFinishLaunching(application)
    }

    /// Builds the main menu (the menu bar of an iPad with a keyboard, and of a Mac): UIKit's default, then
    /// every ``MenuBuildingService`` in order (see ``ServiceHost/buildMenu(with:)``).
    ///
    /// UIKit calls it along the responder chain, which ends with the app delegate; override it and call
    /// `super` to keep menu code here.
    ///
    /// - Parameter builder: The menus being built.
    open override func buildMenu(with builder: any UIMenuBuilder) {
        super.buildMenu(with: builder)
        host.buildMenu(with: builder)
    }

    // MARK: - Generated by CodeGeneration/generate-callbacks from its callback table: do not edit.
    /// Forwards to ``ServiceHost/applicationDidBecomeActive(_:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    open func applicationDidBecomeActive(_ application: UIApplication) {
        host.applicationDidBecomeActive(application)
    }

    /// Forwards to ``ServiceHost/applicationWillResignActive(_:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    open func applicationWillResignActive(_ application: UIApplication) {
        host.applicationWillResignActive(application)
    }

    /// Forwards to ``ServiceHost/applicationDidEnterBackground(_:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    open func applicationDidEnterBackground(_ application: UIApplication) {
        host.applicationDidEnterBackground(application)
    }

    /// Forwards to ``ServiceHost/applicationWillEnterForeground(_:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    open func applicationWillEnterForeground(_ application: UIApplication) {
        host.applicationWillEnterForeground(application)
    }

    /// Forwards to ``ServiceHost/applicationDidReceiveMemoryWarning(_:)``; override it and call `super` to keep code here.
    open func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        host.applicationDidReceiveMemoryWarning(application)
    }

    /// Forwards to ``ServiceHost/applicationWillTerminate(_:)``; override it and call `super` to keep code here.
    open func applicationWillTerminate(_ application: UIApplication) {
        host.applicationWillTerminate(application)
    }

    /// Forwards to ``ServiceHost/applicationSignificantTimeChange(_:)``; override it and call `super` to keep code here.
    open func applicationSignificantTimeChange(_ application: UIApplication) {
        host.applicationSignificantTimeChange(application)
    }

    /// Forwards to ``ServiceHost/applicationProtectedDataWillBecomeUnavailable(_:)``; override it and call `super` to keep code here.
    open func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
        host.applicationProtectedDataWillBecomeUnavailable(application)
    }

    /// Forwards to ``ServiceHost/applicationProtectedDataDidBecomeAvailable(_:)``; override it and call `super` to keep code here.
    open func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
        host.applicationProtectedDataDidBecomeAvailable(application)
    }

    /// Forwards to ``ServiceHost/application(_:shouldAllowExtensionPointIdentifier:)``; override it and call `super` to keep code here.
    open func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool {
        return host.application(application, shouldAllowExtensionPointIdentifier: extensionPointIdentifier)
    }

    /// Forwards to ``ServiceHost/applicationShouldAutomaticallyLocalizeKeyCommands(_:)``; override it and call `super` to keep code here.
    open func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool {
        return host.applicationShouldAutomaticallyLocalizeKeyCommands(application)
    }

    /// Forwards to ``ServiceHost/applicationShouldRequestHealthAuthorization(_:)``; override it and call `super` to keep code here.
    open func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {
        host.applicationShouldRequestHealthAuthorization(application)
    }

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:handleOpen:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 9.0)
    open func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
        return host.application(application, handleOpen: url)
    }
    #endif

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:open:sourceApplication:annotation:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 9.0)
    open func application(
        _ application: UIApplication,
        open url: URL,
        sourceApplication: String?,
        annotation: Any
    ) -> Bool {
        return host.application(application, open: url, sourceApplication: sourceApplication, annotation: annotation)
    }
    #endif

    /// Forwards to ``ServiceHost/application(_:open:options:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    open func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    {
        return host.application(app, open: url, options: options)
    }

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:willChangeStatusBarOrientation:duration:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 13.0)
    open func application(
        _ application: UIApplication,
        willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval
    ) {
        host.application(application, willChangeStatusBarOrientation: newStatusBarOrientation, duration: duration)
    }
    #endif

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:didChangeStatusBarOrientation:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 13.0)
    open func application(
        _ application: UIApplication,
        didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation
    ) {
        host.application(application, didChangeStatusBarOrientation: oldStatusBarOrientation)
    }
    #endif

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:willChangeStatusBarFrame:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 13.0)
    open func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {
        host.application(application, willChangeStatusBarFrame: newStatusBarFrame)
    }
    #endif

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:didChangeStatusBarFrame:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 13.0)
    open func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {
        host.application(application, didChangeStatusBarFrame: oldStatusBarFrame)
    }
    #endif

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:didRegister:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 10.0)
    open func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {
        host.application(application, didRegister: notificationSettings)
    }
    #endif

    /// Forwards to ``ServiceHost/application(_:didRegisterForRemoteNotificationsWithDeviceToken:)``; override it and call `super` to keep code here.
    open func application(
        _ application: UIApplication,
        didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {
        host.application(application, didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)
    }

    /// Forwards to ``ServiceHost/application(_:didFailToRegisterForRemoteNotificationsWithError:)``; override it and call `super` to keep code here.
    open func application(
        _ application: UIApplication,
        didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {
        host.application(application, didFailToRegisterForRemoteNotificationsWithError: error)
    }

    /// Forwards to ``ServiceHost/application(_:didReceiveRemoteNotification:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 10.0)
    open func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
        host.application(application, didReceiveRemoteNotification: userInfo)
    }

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:didReceive:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 10.0)
    open func application(_ application: UIApplication, didReceive notification: UILocalNotification) {
        host.application(application, didReceive: notification)
    }
    #endif

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:handleActionWithIdentifier:for:completionHandler:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 10.0)
    open func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        completionHandler: @escaping () -> Void
    ) {
        host.application(
            application, handleActionWithIdentifier: identifier, for: notification, completionHandler: completionHandler
        )
    }
    #endif

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 10.0)
    open func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        host.application(
            application, handleActionWithIdentifier: identifier, forRemoteNotification: userInfo,
            withResponseInfo: responseInfo, completionHandler: completionHandler)
    }
    #endif

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 10.0)
    open func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        host.application(
            application, handleActionWithIdentifier: identifier, forRemoteNotification: userInfo,
            completionHandler: completionHandler)
    }
    #endif

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:handleActionWithIdentifier:for:withResponseInfo:completionHandler:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 10.0)
    open func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        host.application(
            application, handleActionWithIdentifier: identifier, for: notification, withResponseInfo: responseInfo,
            completionHandler: completionHandler)
    }
    #endif

    /// Forwards to ``ServiceHost/application(_:didReceiveRemoteNotification:fetchCompletionHandler:)``; override it and call `super` to keep code here.
    open func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        host.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)
    }

    /// Forwards to ``ServiceHost/application(_:performFetchWithCompletionHandler:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    open func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        host.application(application, performFetchWithCompletionHandler: completionHandler)
    }

    /// Forwards to ``ServiceHost/application(_:handleEventsForBackgroundURLSession:completionHandler:)``; override it and call `super` to keep code here.
    open func application(
        _ application: UIApplication,
        handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) {
        host.application(
            application, handleEventsForBackgroundURLSession: identifier, completionHandler: completionHandler)
    }

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:performActionFor:completionHandler:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 26.0)
    open func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        host.application(application, performActionFor: shortcutItem, completionHandler: completionHandler)
    }
    #endif

    /// Forwards to ``ServiceHost/application(_:handleWatchKitExtensionRequest:reply:)``; override it and call `super` to keep code here.
    open func application(
        _ application: UIApplication,
        handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void
    ) {
        host.application(application, handleWatchKitExtensionRequest: userInfo, reply: reply)
    }

    /// Forwards to ``ServiceHost/application(_:handlerFor:)``; override it and call `super` to keep code here.
    open func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        return host.application(application, handlerFor: intent)
    }

    /// Forwards to ``ServiceHost/application(_:handle:completionHandler:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 14.0)
    open func application(
        _ application: UIApplication,
        handle intent: INIntent,
        completionHandler: @escaping (INIntentResponse) -> Void
    ) {
        host.application(application, handle: intent, completionHandler: completionHandler)
    }

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:supportedInterfaceOrientationsFor:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 27.0)
    open func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        return host.application(application, supportedInterfaceOrientationsFor: window)
    }
    #endif

    /// Forwards to ``ServiceHost/application(_:viewControllerWithRestorationIdentifierPath:coder:)``; override it and call `super` to keep code here.
    open func application(
        _ application: UIApplication,
        viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController? {
        return host.application(
            application, viewControllerWithRestorationIdentifierPath: identifierComponents, coder: coder)
    }

    /// Forwards to ``ServiceHost/application(_:shouldSaveSecureApplicationState:)``; override it and call `super` to keep code here.
    open func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        return host.application(application, shouldSaveSecureApplicationState: coder)
    }

    /// Forwards to ``ServiceHost/application(_:shouldRestoreSecureApplicationState:)``; override it and call `super` to keep code here.
    open func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        return host.application(application, shouldRestoreSecureApplicationState: coder)
    }

    /// Forwards to ``ServiceHost/application(_:willEncodeRestorableStateWith:)``; override it and call `super` to keep code here.
    open func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        host.application(application, willEncodeRestorableStateWith: coder)
    }

    /// Forwards to ``ServiceHost/application(_:didDecodeRestorableStateWith:)``; override it and call `super` to keep code here.
    open func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        host.application(application, didDecodeRestorableStateWith: coder)
    }

    /// Forwards to ``ServiceHost/application(_:shouldSaveApplicationState:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 13.2)
    open func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
        return host.application(application, shouldSaveApplicationState: coder)
    }

    /// Forwards to ``ServiceHost/application(_:shouldRestoreApplicationState:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 13.2)
    open func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
        return host.application(application, shouldRestoreApplicationState: coder)
    }

    /// Forwards to ``ServiceHost/application(_:willContinueUserActivityWithType:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    open func application(
        _ application: UIApplication,
        willContinueUserActivityWithType userActivityType: String
    ) -> Bool {
        return host.application(application, willContinueUserActivityWithType: userActivityType)
    }

    /// Forwards to ``ServiceHost/application(_:continue:restorationHandler:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    open func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        return host.application(application, continue: userActivity, restorationHandler: restorationHandler)
    }

    /// Forwards to ``ServiceHost/application(_:didFailToContinueUserActivityWithType:error:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    open func application(
        _ application: UIApplication,
        didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    ) {
        host.application(application, didFailToContinueUserActivityWithType: userActivityType, error: error)
    }

    /// Forwards to ``ServiceHost/application(_:didUpdate:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    open func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {
        host.application(application, didUpdate: userActivity)
    }

    /// Forwards to ``ServiceHost/application(_:userDidAcceptCloudKitShareWith:)``; override it and call `super` to keep code here.
    @available(iOS, deprecated: 26.0)
    @available(tvOS, deprecated: 26.0)
    open func application(
        _ application: UIApplication,
        userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
        host.application(application, userDidAcceptCloudKitShareWith: cloudKitShareMetadata)
    }

    /// Forwards to ``ServiceHost/application(_:configurationForConnecting:options:)``; override it and call `super` to keep code here.
    open func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        return host.application(application, configurationForConnecting: connectingSceneSession, options: options)
    }

    /// Forwards to ``ServiceHost/application(_:didDiscardSceneSessions:)``; override it and call `super` to keep code here.
    open func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        host.application(application, didDiscardSceneSessions: sceneSessions)
    }
    // MARK: - End of the generated part.
}

extension ServicesAppDelegate: DelegateAdapter {
    nonisolated static var modeledSelectors: Set<String> { DelegateCallback.applicationSelectors }

    nonisolated static var adapterClass: AnyClass { ServicesAppDelegate.self }

    nonisolated static let ownImplementations = MethodImplementations.record(
        ServicesAppDelegate.self, selectors: modeledSelectors)

    /// ``host``, read from `publishedHost`, which any thread may read.
    nonisolated var dispatchHost: ServiceHost? { publishedHost.current }
}
