public import Foundation

/// The replica of `UIApplication`: the app's singleton, with the members a delegate or service touches.
///
/// On Apple platforms `UIApplicationMain` creates the instance and the system drives it. Off Apple
/// platforms ``HeadlessSystem`` plays both parts: it creates the application, keeps the first delegate
/// alive, and moves the app through its states, calling the delegate and posting notifications as UIKit
/// does.
@MainActor
open class UIApplication: UIResponder {
    static var current: UIApplication?

    /// The app's singleton: the application of the ``HeadlessSystem`` whose callback is running, else of
    /// the system that acted last.
    ///
    /// A system binds itself for each delegate call and notification it makes, and tasks started there
    /// inherit it, so code under test that reads `UIApplication.shared` from a callback, or from a `Task`
    /// begun in one, sees its own app even while other tests drive other systems. UIKit documents that the property is valid once
    /// `UIApplicationMain` ran; likewise, reading it before a ``HeadlessSystem`` exists is a programmer
    /// error and stops the program.
    open class var shared: UIApplication {
        if let acting = HeadlessActing.current { return acting.application }
        guard let current else {
            preconditionFailure("UIApplication.shared read before a HeadlessSystem created the application")
        }
        return current
    }

    /// The app's delegate, held `unowned(unsafe)` as UIKit holds it (Objective-C `assign`).
    ///
    /// Whoever sets a delegate keeps it alive; ``HeadlessSystem`` keeps the first one, as
    /// `UIApplicationMain` does. Once that system is gone, the application has no delegate: on a device the
    /// app and its delegate end together, and here an application outlives its system only as the one
    /// `UIApplication.shared` last returned, whose delegate nothing keeps alive any more.
    open var delegate: (any UIApplicationDelegate)? {
        get { system == nil ? nil : storedDelegate }
        set {
            if let newValue { for hook in delegateSetterHooks { hook(newValue) } }
            storedDelegate = newValue
            if let newValue, let system { system.runtime.own(newValue) }
            system?.cacheDelegateAnswers()
        }
    }

    private unowned(unsafe) var storedDelegate: (any UIApplicationDelegate)?

    /// What runs inside the delegate's setter, before the delegate is stored: the replica's stand-in for an
    /// SDK that swizzles `setDelegate:` at `+load`.
    public var delegateSetterHooks: [@MainActor (any UIApplicationDelegate) -> Void] = []

    /// The app's running state.
    open internal(set) var applicationState: State = .inactive

    /// Whether the system prefers that the app scale back resource-intensive work (iOS 27.0); it changes with
    /// ``UIApplication/systemPrefersReducedResourceUsageDidChangeNotification``.
    @available(iOS 27.0, tvOS 27.0, visionOS 27.0, *)
    open var systemPrefersReducedResourceUsage: Bool { prefersReducedResourceUsage }

    var prefersReducedResourceUsage = false

    /// How long the app may still run in the background, in seconds.
    open internal(set) var backgroundTimeRemaining: TimeInterval = .greatestFiniteMagnitude

    /// The scenes currently connected.
    open internal(set) var connectedScenes: Set<UIScene> = []

    /// The sessions the system keeps for the app, connected or not.
    open internal(set) var openSessions: Set<UISceneSession> = []

    /// Whether the app may show more than one scene (Info.plist `UIApplicationSupportsMultipleScenes`).
    open internal(set) var supportsMultipleScenes = false

    /// The app's dynamic Home Screen quick actions.
    @available(tvOS, unavailable)
    open var shortcutItems: [UIApplicationShortcutItem]?

    /// The number on the app's icon; `0` hides the badge.
    open var applicationIconBadgeNumber = 0

    /// Whether the app is registered for remote notifications.
    open internal(set) var isRegisteredForRemoteNotifications = false

    /// The orientations the Info.plist declares, returned when the delegate does not answer.
    var infoPlistInterfaceOrientations: UIInterfaceOrientationMask = .allButUpsideDown

    /// The URL schemes other apps answer, for ``canOpenURL(_:)``; ``HeadlessSystem/Options`` sets them.
    var openableURLSchemes: Set<String> = []

    /// The URLs the app asked the system to open, oldest first.
    public internal(set) var openedExternalURLs: [URL] = []

    /// The background tasks begun and not yet ended, with their names.
    public internal(set) var activeBackgroundTasks: [UIBackgroundTaskIdentifier: String] = [:]

    private var nextBackgroundTask = 1
    weak var system: HeadlessSystem?

    override init() {
        super.init()
        UIApplication.current = self
    }

    /// Starts a background task that may run while the app is in the background.
    ///
    /// - Parameters:
    ///   - taskName: A name for debugging.
    ///   - handler: Called if time runs out before the task ends.
    /// - Returns: The task's identifier, to pass to ``endBackgroundTask(_:)``.
    open func beginBackgroundTask(
        withName taskName: String?,
        expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        let identifier = UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
        nextBackgroundTask += 1
        activeBackgroundTasks[identifier] = taskName ?? ""
        return identifier
    }

    /// Starts a background task without a name.
    ///
    /// - Parameter handler: Called if time runs out before the task ends.
    /// - Returns: The task's identifier.
    open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier
    {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Ends a background task.
    ///
    /// - Parameter identifier: The identifier ``beginBackgroundTask(withName:expirationHandler:)`` returned.
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        activeBackgroundTasks[identifier] = nil
    }

    /// The orientations the app supports in `window`, from its Info.plist.
    ///
    /// UIKit's header: the system calls this "only if the application delegate has not implemented the
    /// delegate equivalent".
    ///
    /// - Parameter window: The window, or `nil` for the app's default.
    /// - Returns: The Info.plist orientations.
    @available(tvOS, unavailable)
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        infoPlistInterfaceOrientations
    }

    /// Asks the system to register the app for remote notifications.
    ///
    /// The headless system answers later, through ``HeadlessSystem/completeRemoteNotificationRegistration(deviceToken:)``
    /// or ``HeadlessSystem/failRemoteNotificationRegistration(error:)``.
    open func registerForRemoteNotifications() {
        system?.remoteNotificationRegistrationRequested = true
    }

    /// Unregisters the app from remote notifications.
    open func unregisterForRemoteNotifications() {
        isRegisteredForRemoteNotifications = false
    }

    /// Whether an app is installed that opens `url`.
    ///
    /// - Parameter url: The URL to test.
    /// - Returns: `true` when its scheme is one the headless system knows.
    open func canOpenURL(_ url: URL) -> Bool {
        url.scheme.map(openableURLSchemes.contains) ?? false
    }

    /// Asks the system to open a URL in another app, recording it in ``openedExternalURLs`` when an app
    /// answers its scheme.
    ///
    /// - Parameters:
    ///   - url: The URL to open.
    ///   - options: Options for opening it.
    ///   - completion: Called with whether the URL was opened.
    open func open(
        _ url: URL,
        options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let opened = openExternally(url)
        completion?(opened)
    }

    /// Asks the system to open a URL in another app and waits for the answer.
    ///
    /// ```swift
    /// let opened = await UIApplication.shared.open(URL(string: "https://example.com")!)
    /// ```
    ///
    /// - Parameters:
    ///   - url: The URL to open.
    ///   - options: Options for opening it.
    /// - Returns: Whether the URL was opened.
    @discardableResult
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        openExternally(url)
    }

    private func openExternally(_ url: URL) -> Bool {
        let opened = canOpenURL(url)
        if opened { openedExternalURLs.append(url) }
        return opened
    }
}

extension UIApplication {
    /// The running states of an app, as `applicationState` reports them.
    ///
    /// Raw values as in `UIApplication.h` (`UIApplicationState`, `NS_ENUM(NSInteger)`). "Not running" and
    /// "suspended" are not values of this type: a suspended app runs no code, so it cannot ask.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active = 0
        /// In the foreground but not receiving events (launching, interrupted, or moving between states).
        case inactive = 1
        /// In the background, running code.
        case background = 2
    }
}

/// The identifier of a background task started with `UIApplication.beginBackgroundTask`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's number.
    public let rawValue: Int

    /// Creates an identifier from its number.
    ///
    /// - Parameter rawValue: The number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The identifier the system returns when it cannot start a background task.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// The outcome a background fetch or a remote notification reports to the system.
///
/// Raw values as in `UIApplication.h` (`NS_ENUM(NSUInteger)`, iOS 7.0).
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was no new data.
    case noData = 1
    /// The attempt failed.
    case failed = 2
}
