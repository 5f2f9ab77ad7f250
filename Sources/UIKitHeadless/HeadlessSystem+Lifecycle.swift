import Foundation

/// What a launch delivered besides the launch callbacks.
@MainActor
public struct HeadlessLaunch {
    /// `false` if `willFinishLaunching` or `didFinishLaunching` returned `false`.
    public var handled: Bool
    /// The answer of `application(_:open:options:)` for a launch URL, or `nil` if it was not called.
    public var openedURL: Bool?
    /// The answer of `application(_:continue:restorationHandler:)` for a launch user activity, or `nil` if it was
    /// not called.
    public var continuedUserActivity: Bool?
    /// The completion of `application(_:performActionFor:completionHandler:)` for a launch quick action.
    public var shortcutCompletion: SystemCompletion<Bool>?
    /// The completion of the remote-notification fetch callback for a background launch by a push.
    public var remoteNotificationCompletion: SystemCompletion<UIBackgroundFetchResult>?
}

// The app-level steps. Apple, "Managing your app's life cycle": not running → inactive or background
// (launch); inactive ↔ active; inactive → background → inactive; background → suspended (no callback);
// terminated from the background (applicationWillTerminate) or purged while suspended (no callback).
// For apps that use scenes the foreground steps belong to scenes (HeadlessSystem+Scenes.swift):
// "If you're using scenes, UIKit will not call this method" (applicationDidBecomeActive(_:) and the rest).
extension HeadlessSystem {
    /// Launches the app into the foreground: `willFinishLaunching`, `didFinishLaunching`, then
    /// `didFinishLaunchingNotification`; the app is then inactive (a scene-based app is in
    /// ``Options/sceneLaunchState`` until its first scene enters the foreground).
    ///
    /// For an app without scenes, a launch URL is then offered to `application(_:open:options:)` and a
    /// quick action to `application(_:performActionFor:completionHandler:)`, the activity of the user-activity
    /// dictionary (its ``userActivityKey``) to `application(_:willContinueUserActivityWithType:)` and
    /// `application(_:continue:restorationHandler:)`, and a CloudKit share to
    /// `application(_:userDidAcceptCloudKitShareWith:)`, unless a launch callback
    /// returned `false` (`UIApplication.h`: "If either method returns NO, the URL is not handled").
    /// Apps with scenes get `nil` launch options (Apple: "If the app supports scenes, this is nil");
    /// the URL or quick action reaches the scene through its connection options.
    ///
    /// - Parameter launchOptions: Why the app launched.
    /// - Returns: What the launch delivered.
    /// - Throws: ``HeadlessTransitionError`` unless the app is not running, or with code `sceneLifecycleRequired`
    ///   (calling nothing) if it is built with the iOS 27 SDK and does not adopt the scene life cycle.
    @discardableResult
    public func launch(options launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) throws -> HeadlessLaunch {
        let inBackgroundState = options.usesScenes && options.sceneLaunchState == .background
        foregroundLaunchPending = options.usesScenes
        return try performLaunch("launch", options: launchOptions, into: inBackgroundState ? .background : .inactive)
    }

    /// Launches the app into the background, as for a background push, fetch or location event.
    ///
    /// After the launch callbacks, a remote-notification payload in the options is delivered to the
    /// fetch variant of the remote-notification callback, with or without scenes (a scene-based app gets `nil`
    /// launch options, but the push is the app delegate's).
    ///
    /// - Parameter launchOptions: Why the app launched.
    /// - Returns: What the launch delivered.
    /// - Throws: ``HeadlessTransitionError`` unless the app is not running.
    @discardableResult
    public func launchInBackground(
        options launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) throws -> HeadlessLaunch {
        try performLaunch("launchInBackground", options: launchOptions, into: .background)
    }

    /// Makes an inactive app active: `applicationDidBecomeActive(_:)`, then `didBecomeActiveNotification`.
    ///
    /// - Throws: ``HeadlessTransitionError`` unless the app is inactive and does not use scenes.
    public func activate() throws {
        try moveApp("activate", from: .inactive, to: .active, calling: "applicationDidBecomeActive:") {
            $1.applicationDidBecomeActive($0)
        }
    }

    /// Makes an active app inactive: `applicationWillResignActive(_:)`, then `willResignActiveNotification`.
    ///
    /// - Throws: ``HeadlessTransitionError`` unless the app is active and does not use scenes.
    public func resignActive() throws {
        try moveApp("resignActive", from: .active, to: .inactive, calling: "applicationWillResignActive:") {
            $1.applicationWillResignActive($0)
        }
    }

    /// Moves an inactive app to the background: `applicationDidEnterBackground(_:)`, then
    /// `didEnterBackgroundNotification`.
    ///
    /// - Throws: ``HeadlessTransitionError`` unless the app is inactive and does not use scenes.
    public func enterBackground() throws {
        try moveApp("enterBackground", from: .inactive, to: .background, calling: "applicationDidEnterBackground:") {
            $1.applicationDidEnterBackground($0)
        }
    }

    /// Brings a background app to the foreground, inactive: `applicationWillEnterForeground(_:)`, then
    /// `willEnterForegroundNotification`.
    ///
    /// - Throws: ``HeadlessTransitionError`` unless the app is in the background and does not use scenes.
    public func enterForeground() throws {
        try moveApp("enterForeground", from: .background, to: .inactive, calling: "applicationWillEnterForeground:") {
            $1.applicationWillEnterForeground($0)
        }
    }

    /// Suspends a background app; a suspended app runs no code, so nothing is called.
    ///
    /// - Throws: ``HeadlessTransitionError`` unless the app is in the background.
    public func suspend() throws {
        try step("suspend", from: [.background], to: .suspended, requiresScenes: nil)
    }

    /// Wakes a suspended app into the background to handle an event; nothing is called.
    ///
    /// - Throws: ``HeadlessTransitionError`` unless the app is suspended.
    public func wake() throws {
        try step("wake", from: [.suspended], to: .background, requiresScenes: nil)
    }

    /// Terminates the app: from the background `applicationWillTerminate(_:)` then `willTerminateNotification`;
    /// a suspended app is purged without any call.
    ///
    /// Apple: the method "may be called in situations where the app is running in the background (not
    /// suspended) and the system needs to terminate it"; a suspended app is not told.
    ///
    /// - Throws: ``HeadlessTransitionError`` unless the app is in the background or suspended.
    public func terminate() throws {
        let wasRunning = state == .background
        try step("terminate", from: [.background, .suspended], to: .terminated, requiresScenes: nil)
        if wasRunning {
            deliver("applicationWillTerminate:") { $1.applicationWillTerminate($0) }
            post(UIApplication.willTerminateNotification)
        }
    }

    /// The key of the activity in the launch options' user-activity dictionary, as UIKit spells it.
    public static let userActivityKey = "UIApplicationLaunchOptionsUserActivityKey"

    private func performLaunch(
        _ name: String,
        options launchOptions: [UIApplication.LaunchOptionsKey: Any]?,
        into target: HeadlessLifecycleState
    ) throws -> HeadlessLaunch {
        try enforceSceneLifecycleMandate(name)
        try step(name, from: [.notRunning], to: target, requiresScenes: nil)
        let delivered = options.usesScenes ? nil : launchOptions
        loadMainStoryboardWindow()
        let willFinish = deliver("application:willFinishLaunchingWithOptions:") {
            $1.application($0, willFinishLaunchingWithOptions: delivered)
        }
        let didFinish = deliver("application:didFinishLaunchingWithOptions:") {
            $1.application($0, didFinishLaunchingWithOptions: delivered)
        }
        if willFinish == nil && didFinish == nil {
            deliver("applicationDidFinishLaunching:") { $1.applicationDidFinishLaunching($0) }
        }
        let handled = willFinish != false && didFinish != false
        launchHandled = handled
        if !options.usesScenes, options.mainStoryboardName != nil { application.delegate?.window?.makeKeyAndVisible() }
        post(UIApplication.didFinishLaunchingNotification, userInfo: delivered)
        var launch = HeadlessLaunch(handled: handled)
        // The silent push a background launch is for reaches the app delegate with scenes too: it is not a scene's
        // event, and only the launch options are withheld from a scene-based app.
        if target == .background, let payload = launchOptions?[.remoteNotification] as? [AnyHashable: Any] {
            launch.remoteNotificationCompletion = deliverRemoteNotification(payload)
        }
        guard let delivered, handled else { return launch }
        if let url = delivered[.url] as? URL {
            launch.openedURL = openURL(url, options: [:])
        }
        if let item = delivered[.shortcutItem] as? UIApplicationShortcutItem {
            launch.shortcutCompletion = performShortcut(item)
        }
        let activities = delivered[.userActivityDictionary] as? [AnyHashable: Any]
        if let activity = activities?[Self.userActivityKey] as? NSUserActivity {
            launch.continuedUserActivity = continueUserActivity(activity).handled
        }
        if let metadata = delivered[.cloudKitShareMetadata] as? CKShare.Metadata {
            deliver("application:userDidAcceptCloudKitShareWithMetadata:") {
                $1.application($0, userDidAcceptCloudKitShareWith: metadata)
            }
        }
        return launch
    }

    /// The window of a storyboard app without scenes (`UIMainStoryboardFile`), made before the launch callbacks.
    ///
    /// It is the delegate's own window when its `window` getter returns one, else a new one, assigned to `window`;
    /// its root is the storyboard's initial view controller. Apple's `UIApplicationDelegate.window` documentation: a
    /// `nil` window "causes the app to create a generic UIWindow object and assign it to the property"; the App
    /// Programming Guide's launch sequence sets the root, calls `application(_:didFinishLaunchingWithOptions:)`,
    /// then makes that window key and visible, so a window the app assigns in the launch callbacks replaces it.
    private func loadMainStoryboardWindow() {
        guard !options.usesScenes, let name = options.mainStoryboardName, let delegate = application.delegate else {
            return
        }
        let window = delegate.window ?? UIWindow()
        window.rootViewController = (options.storyboards[name] ?? { UIViewController() })()
        delegate.window = window
    }

    /// A foreground or background step of an app without scenes: checks it, calls the app delegate's method,
    /// then posts the `UIApplication` notifications of the state change.
    private func moveApp(
        _ name: String,
        from allowed: HeadlessLifecycleState,
        to target: HeadlessLifecycleState,
        calling selector: String,
        _ call: (UIApplication, any UIApplicationDelegate) -> Void
    ) throws {
        try step(name, from: [allowed], to: target, requiresScenes: false)
        deliver(selector, call)
        for notification in allowed.applicationNotifications(to: target) { post(notification) }
    }

    func step(
        _ name: String,
        from allowed: Set<HeadlessLifecycleState>,
        to target: HeadlessLifecycleState,
        requiresScenes: Bool?
    ) throws {
        if let requiresScenes, requiresScenes != options.usesScenes {
            throw HeadlessTransitionError(
                code: .wrongLifecycleModel,
                step: name,
                state: state.description,
                legalSteps: [],
                detail: options.usesScenes
                    ? "the app uses scenes, so UIKit moves its scenes, not the app (use the scene steps)"
                    : "the app does not use scenes"
            )
        }
        guard allowed.contains(state) else {
            throw HeadlessTransitionError(
                code: .illegalTransition,
                step: name,
                state: state.description,
                legalSteps: legalSteps(from: state)
            )
        }
        state = target
        if let applicationState = target.applicationState { application.applicationState = applicationState }
    }

    /// The app-level steps that are legal from `state`.
    ///
    /// - Parameter state: A lifecycle state.
    /// - Returns: The names of the legal steps, in a fixed order.
    public func legalSteps(from state: HeadlessLifecycleState) -> [String] {
        let foreground = !options.usesScenes
        switch state {
        case .notRunning: return ["launch", "launchInBackground"]
        case .inactive: return foreground ? ["activate", "enterBackground"] : ["connectScene"]
        case .active: return foreground ? ["resignActive"] : ["connectScene"]
        case .background: return (foreground ? ["enterForeground"] : ["connectScene"]) + ["suspend", "terminate"]
        case .suspended: return ["wake", "terminate"]
        case .terminated: return []
        }
    }
}
