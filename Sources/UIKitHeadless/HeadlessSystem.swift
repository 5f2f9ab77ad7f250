public import Foundation

/// The system side of UIKit, off Apple platforms: it launches the app, moves it through its states,
/// connects scenes and delivers URLs, activities, pushes and background work, calling the delegates and
/// posting notifications as UIKit does.
///
/// Creating a system is the headless `UIApplicationMain`: it creates ``UIApplication/shared``, sets the
/// delegate (which `UIApplication` holds `unowned(unsafe)`) and keeps that first delegate alive itself.
///
/// Every delivery first asks the receiving delegate `responds(to:)` and skips it when the answer is no,
/// exactly as UIKit consults the Objective-C runtime; each entry of ``log`` records a call made or a
/// notification posted, callbacks before their notifications.
///
/// ```swift
/// let system = HeadlessSystem(delegate: AppDelegate())
/// try system.launch()
/// try system.activate()
/// try system.resignActive()
/// try system.enterBackground()
/// print(system.log)  // willFinish…, didFinish…, didFinishLaunchingNotification, didBecomeActive, …
/// ```
@MainActor
public final class HeadlessSystem {
    /// How the app is set up, as its Info.plist would say.
    public struct Options {
        /// The scene delegate to create for a configuration, for an app that uses scenes; `nil` for an app
        /// without scenes.
        ///
        /// UIKit instantiates the configuration's `delegateClass` through the Objective-C runtime. Swift
        /// cannot instantiate a class object without a `required` initializer, so the headless system asks
        /// this factory instead; the configuration is the one the app delegate (or the Info.plist) chose.
        public var sceneDelegateFactory: (@MainActor (UISceneConfiguration) -> any UISceneDelegate)?
        /// The scene configuration the Info.plist scene manifest provides.
        public var sceneConfigurationName: String?
        /// Whether the app supports multiple scenes.
        public var supportsMultipleScenes: Bool
        /// The orientations the Info.plist declares.
        public var supportedInterfaceOrientations: UIInterfaceOrientationMask
        /// What the user answers when the app first asks to notify them.
        public var notificationAuthorization: HeadlessAuthorizationAnswer
        /// The URL schemes installed apps open, for `UIApplication.canOpenURL(_:)` and `open(_:options:)`.
        public var openableURLSchemes: Set<String>
        /// The SDK the app is built with: from iOS 27 an app without the scene life cycle fails to launch.
        public var sdk: HeadlessAppleSDK
        /// The storyboard the Info.plist's scene configuration names (`UISceneStoryboardFile`), if any: the
        /// application-role session's configuration carries it, and UIKit makes the scene's window from its
        /// initial view controller.
        public var sceneStoryboardName: String?
        /// The storyboard the Info.plist names for an app without scenes (`UIMainStoryboardFile`), if any: UIKit
        /// makes the app delegate's window from its initial view controller before the launch callbacks, and makes
        /// the delegate's `window` key and visible after them (``HeadlessSystem/launch(options:)``).
        public var mainStoryboardName: String?
        /// The app's storyboards, by name, each as the initial view controller it instantiates: the replica's
        /// stand-in for the compiled storyboards in the app's bundle.
        public var storyboards: [String: @MainActor () -> UIViewController] = [:]
        /// The state a scene-based app is in from a foreground launch until its first scene enters the foreground.
        ///
        /// `.inactive` (the default, the replica's first assumption) or `.background`, the launch state Apple's
        /// `applicationState` documentation gives a scene-based app and crash reporters (Bugsnag, Datadog) report;
        /// no device run here has verified it, and the library is right either way. An app without scenes ignores
        /// it.
        public var sceneLaunchState: UIApplication.State = .inactive
        /// Whether a connecting scene's `UIScene.willConnectNotification` is posted before its delegate's
        /// `scene(_:willConnectTo:options:)` is called, instead of after it returns (the default).
        ///
        /// Apple's documentation gives no order between the two; the device probe records the one a device has
        /// (`scene.willConnectNotificationAfterCallback`), and the library is right either way.
        public var postsWillConnectNotificationFirst = false
        /// The scene class of each role's Info.plist configuration (`UISceneClassName`), such as CarPlay's
        /// `CPTemplateApplicationScene` for `carTemplateApplication`; a role without one gets `UIWindowScene`.
        public var sceneClasses: [UISceneSession.Role: UIScene.Type] = [:]
        /// Other keys of the app's Info.plist, as the app reads them (see
        /// ``HeadlessSystem/mainBundleInfoDictionary``), such as `FirebaseAppDelegateProxyEnabled`.
        public var infoDictionary: [String: Any] = [:]

        /// Creates options.
        ///
        /// - Parameters:
        ///   - sceneDelegateFactory: Creates the scene delegate; `nil` for an app without scenes.
        ///   - sceneConfigurationName: The Info.plist scene configuration's name.
        ///   - supportsMultipleScenes: Whether the app supports multiple scenes.
        ///   - supportedInterfaceOrientations: The Info.plist orientations.
        ///   - notificationAuthorization: What the user answers when asked to allow notifications.
        ///   - openableURLSchemes: The URL schemes installed apps open.
        ///   - sdk: The SDK the app is built with.
        public init(
            sceneDelegateFactory: (@MainActor (UISceneConfiguration) -> any UISceneDelegate)? = nil,
            sceneConfigurationName: String? = "Default Configuration",
            supportsMultipleScenes: Bool = false,
            supportedInterfaceOrientations: UIInterfaceOrientationMask = .allButUpsideDown,
            notificationAuthorization: HeadlessAuthorizationAnswer = .granted,
            openableURLSchemes: Set<String> = ["https", "http", "mailto", "tel"],
            sdk: HeadlessAppleSDK = .iOS26
        ) {
            self.sceneDelegateFactory = sceneDelegateFactory
            self.sceneConfigurationName = sceneConfigurationName
            self.supportsMultipleScenes = supportsMultipleScenes
            self.supportedInterfaceOrientations = supportedInterfaceOrientations
            self.notificationAuthorization = notificationAuthorization
            self.openableURLSchemes = openableURLSchemes
            self.sdk = sdk
        }

        /// Whether the app uses scenes.
        public var usesScenes: Bool { sceneDelegateFactory != nil }
    }

    /// The app's singleton.
    public let application: UIApplication
    /// Where the system posts UIKit's notifications (UIKit posts to `NotificationCenter.default`).
    public let notificationCenter: NotificationCenter
    /// How the app is set up.
    public let options: Options
    /// The app's execution state.
    public internal(set) var state: HeadlessLifecycleState = .notRunning
    /// Every delegate call made and notification posted, in order.
    public internal(set) var log: [HeadlessLogEntry] = []
    /// What UIKit printed to the console about the app's setup, such as the warning for an app built with the
    /// iOS 26 SDK that does not adopt the scene life cycle.
    public internal(set) var runtimeIssues: [String] = []
    /// The app's notification center, which `UNUserNotificationCenter.current()` returns during this system's
    /// calls, in tasks they start, and while this system is the last that acted.
    public nonisolated let userNotificationCenter: UNUserNotificationCenter
    /// The results of the launch callbacks, once launched: `false` if either returned `false`.
    public internal(set) var launchHandled: Bool?
    /// Whether a foreground launch of a scene-based app waits for its first scene to enter the foreground, which it
    /// does when it connects even in the background state (see ``Options/sceneLaunchState``).
    var foregroundLaunchPending = false
    /// Whether the app called `UIApplication.registerForRemoteNotifications()`; answer it with
    /// ``completeRemoteNotificationRegistration(deviceToken:)`` or ``failRemoteNotificationRegistration(error:)``.
    public internal(set) var remoteNotificationRegistrationRequested = false

    /// The method tables of this system's process, where swizzler models write (see ``HeadlessRuntime``).
    public let runtime: HeadlessRuntime
    /// Whether the system caches the application delegate's answers to `responds(to:)`.
    ///
    /// When `true`, it asks once, when the delegate is set, and answers from those answers until it is set
    /// again, as UIKit is observed to do; when `false`, it asks at each delivery. Setting it to `true` takes the answers at once.
    public var cachesDelegateAnswers = false {
        didSet { cacheDelegateAnswers() }
    }
    /// The application delegate's answers to `responds(to:)`, taken when it was set, while
    /// ``cachesDelegateAnswers`` is `true`.
    var delegateAnswers: [String: Bool]?

    /// The key window of an app without scenes, held weakly as UIKit does.
    weak var sceneLessKeyWindow: UIWindow?
    let elapsed: @MainActor () -> Duration
    private let retainedDelegate: any UIApplicationDelegate

    /// Creates the application and sets its delegate, as `UIApplicationMain` does.
    ///
    /// - Parameters:
    ///   - delegate: The app delegate; the system keeps it alive, the application does not.
    ///   - options: How the app is set up.
    ///   - notificationCenter: Where to post notifications; tests pass their own to stay independent.
    ///   - clock: The clock that stamps completion-handler calls.
    public convenience init(
        delegate: any UIApplicationDelegate,
        options: Options = Options(),
        notificationCenter: NotificationCenter = .default,
        clock: some Clock<Duration> = ContinuousClock()
    ) {
        self.init(
            options: options, clock: clock, makeDelegate: { delegate }, notificationCenter: { _ in notificationCenter })
    }

    /// Creates the application, then its delegate, as `UIApplicationMain` does with the delegate class it is
    /// given: while the delegate initializes, `UIApplication.shared` and `UNUserNotificationCenter.current()`
    /// are already the new app's.
    ///
    /// ```swift
    /// let system = HeadlessSystem(makeDelegate: { AppDelegate() }, notificationCenter: { _ in .default })
    /// ```
    ///
    /// - Parameters:
    ///   - options: How the app is set up.
    ///   - clock: The clock that stamps completion-handler calls.
    ///   - makeDelegate: Creates the app delegate, once; the system keeps it alive, the application does not.
    ///   - notificationCenter: Where to post notifications, chosen for the delegate, such as the center its
    ///     own observers listen on.
    public init(
        options: Options = Options(),
        clock: some Clock<Duration> = ContinuousClock(),
        makeDelegate: () -> any UIApplicationDelegate,
        notificationCenter: (any UIApplicationDelegate) -> NotificationCenter
    ) {
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        let application = UIApplication()
        let userNotificationCenter = UNUserNotificationCenter(answer: options.notificationAuthorization)
        UNUserNotificationCenter.installed.withLock { $0 = userNotificationCenter }
        let runtime = HeadlessRuntime()
        HeadlessRuntime.installed.withLock { $0 = runtime }
        userNotificationCenter.state.withLock { $0.runtime = runtime }
        self.runtime = runtime
        let delegate = makeDelegate()
        self.options = options
        self.notificationCenter = notificationCenter(delegate)
        self.application = application
        self.userNotificationCenter = userNotificationCenter
        retainedDelegate = delegate
        application.openableURLSchemes = options.openableURLSchemes
        application.infoPlistInterfaceOrientations = options.supportedInterfaceOrientations
        application.supportsMultipleScenes = options.supportsMultipleScenes
        application.system = self
        application.delegate = delegate
        makeCurrent()
    }

    /// Whether `object` implements the method named `selector`, asked as UIKit asks it.
    ///
    /// - Parameters:
    ///   - object: The delegate.
    ///   - selector: The Objective-C selector.
    /// - Returns: The object's answer to `responds(to:)`; for an object that cannot answer it, whether the
    ///   method tables (``HeadlessRuntime``) hold a method for it.
    public static func responds(_ object: AnyObject?, to selector: String) -> Bool {
        guard let object else { return false }
        #if canImport(ObjectiveC)
        if let object = object as? any NSObjectProtocol { return object.responds(to: NSSelectorFromString(selector)) }
        #else
        if let object = object as? any HeadlessSelectorResponding { return object.responds(to: Selector(selector)) }
        #endif
        return HeadlessRuntime.answering(for: object).implementation(selector, for: object) != nil
    }

    /// Calls the application delegate's method `selector` if the delegate responds to it, and logs the call.
    ///
    /// Use it for callbacks the system has no dedicated step for; the dedicated steps use it too.
    ///
    /// - Parameters:
    ///   - selector: The Objective-C selector of the method.
    ///   - call: Calls the method.
    /// - Returns: What the method returned, or `nil` when the delegate does not respond to it.
    @discardableResult
    public func deliver<Result>(
        _ selector: String,
        _ call: (UIApplication, any UIApplicationDelegate) throws -> Result
    ) rethrows -> Result? {
        makeCurrent()
        guard let delegate = application.delegate, delegateResponds(delegate, to: selector) else { return nil }
        log.append(HeadlessLogEntry(.applicationDelegate, selector))
        return try acting { try call(application, delegate) }
    }

    func post(_ name: Notification.Name, object: AnyObject? = nil, userInfo: [AnyHashable: Any]? = nil) {
        makeCurrent()
        log.append(.notification(name))
        acting { notificationCenter.post(name: name, object: object ?? application, userInfo: userInfo) }
    }

    /// Runs `body` with this system as the acting one (see `HeadlessActing`).
    func acting<Result>(_ body: () throws -> Result) rethrows -> Result {
        try HeadlessActing.$current.withValue(HeadlessActing(system: self)) { try body() }
    }

    /// Makes this system's application the one `UIApplication.shared` returns, and its notification center
    /// the one `UNUserNotificationCenter.current()` returns.
    func makeCurrent() {
        UIApplication.current = application
        UNUserNotificationCenter.installed.withLock { $0 = userNotificationCenter }
        HeadlessRuntime.installed.withLock { $0 = runtime }
    }

    func completion<Value: Sendable>(for selector: String) -> SystemCompletion<Value> {
        SystemCompletion(selector: selector, now: elapsed)
    }
}
