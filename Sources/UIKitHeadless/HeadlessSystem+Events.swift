public import Foundation

// Events the system delivers to a running app. Where UIKit routes an event to the scene delegate in a
// scene-based app (URLs, user activities, quick actions), so does the headless system.
extension HeadlessSystem {
    /// Asks the app to open a URL.
    ///
    /// Without scenes: `application(_:open:options:)`, else the deprecated
    /// `application(_:open:sourceApplication:annotation:)`, else `application(_:handleOpen:)`. With scenes:
    /// `scene(_:openURLContexts:)` of `scene` (by default the first foreground scene).
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: The open-URL options.
    ///   - scene: The scene to deliver to, in a scene-based app.
    /// - Returns: The delegate's answer, or `nil` if nothing was called (always `nil` with scenes).
    @discardableResult
    public func openURL(
        _ url: URL,
        options: [UIApplication.OpenURLOptionsKey: Any] = [:],
        in scene: UIScene? = nil
    ) -> Bool? {
        if self.options.usesScenes {
            guard let target = scene ?? foregroundScene else { return nil }
            let context = UIOpenURLContext(
                url: url,
                options: UIScene.OpenURLOptions(
                    sourceApplication: options[.sourceApplication] as? String,
                    annotation: options[.annotation],
                    openInPlace: options[.openInPlace] as? Bool ?? false))
            deliver(to: target, "scene:openURLContexts:") { $0.scene(target, openURLContexts: [context]) }
            return nil
        }
        if let answer = deliver(
            "application:openURL:options:", arguments: (url, options), { $1.application($0, open: $2.0, options: $2.1) }
        ) {
            return answer
        }
        let source = options[.sourceApplication] as? String
        let annotation = options[.annotation] ?? ()
        if let answer = deliver(
            "application:openURL:sourceApplication:annotation:",
            { $1.application($0, open: url, sourceApplication: source, annotation: annotation) })
        {
            return answer
        }
        return deliver("application:handleOpenURL:") { $1.application($0, handleOpen: url) }
    }

    /// Asks the app to continue a user activity (Handoff, a universal link, a Spotlight result).
    ///
    /// Without scenes: `application(_:willContinueUserActivityWithType:)`, then
    /// `application(_:continue:restorationHandler:)`. With scenes: the scene delegate's two equivalents.
    ///
    /// - Parameters:
    ///   - activity: The activity.
    ///   - scene: The scene to deliver to, in a scene-based app.
    /// - Returns: Whether the app said it handled the activity (`nil` if nothing was asked, and with
    ///   scenes), and the objects passed to the restoration handler, if it was called.
    @discardableResult
    public func continueUserActivity(
        _ activity: NSUserActivity,
        in scene: UIScene? = nil
    ) -> (handled: Bool?, restored: SystemCompletion<[String]>) {
        let restored: SystemCompletion<[String]> = completion(
            for: "application:continueUserActivity:restorationHandler:")
        if options.usesScenes {
            if let target = scene ?? foregroundScene {
                deliver(to: target, "scene:willContinueUserActivityWithType:") {
                    $0.scene(target, willContinueUserActivityWithType: activity.activityType)
                }
                deliver(to: target, "scene:continueUserActivity:") { $0.scene(target, continue: activity) }
            }
            return (nil, restored)
        }
        deliver("application:willContinueUserActivityWithType:") {
            $1.application($0, willContinueUserActivityWithType: activity.activityType)
        }
        let restorationHandler: ([any UIUserActivityRestoring]?) -> Void = { objects in
            restored.record((objects ?? []).map { String(describing: type(of: $0)) })
        }
        let handled = deliver(
            "application:continueUserActivity:restorationHandler:", arguments: (activity, restorationHandler)
        ) { $1.application($0, continue: $2.0, restorationHandler: $2.1) }
        return (handled, restored)
    }

    /// Asks the app to perform a Home Screen quick action while it runs.
    ///
    /// Without scenes: `application(_:performActionFor:completionHandler:)`. With scenes:
    /// `windowScene(_:performActionFor:completionHandler:)` of `scene` (by default the first foreground scene).
    ///
    /// - Parameters:
    ///   - item: The quick action.
    ///   - scene: The scene to deliver to, in a scene-based app.
    /// - Returns: The completion handler's record, or `nil` if nothing was called.
    @discardableResult
    public func performShortcut(_ item: UIApplicationShortcutItem, in scene: UIScene? = nil) -> SystemCompletion<Bool>?
    {
        if options.usesScenes {
            let record: SystemCompletion<Bool> = completion(
                for: "windowScene:performActionForShortcutItem:completionHandler:")
            guard let target = (scene ?? foregroundScene) as? UIWindowScene else { return nil }
            let called: Bool? = deliver(to: target, record.selector) { delegate in
                guard let windowSceneDelegate = delegate as? any UIWindowSceneDelegate else { return false }
                windowSceneDelegate.windowScene(target, performActionFor: item) { record.record($0) }
                return true
            }
            return called == true ? record : nil
        }
        let record: SystemCompletion<Bool> = completion(
            for: "application:performActionForShortcutItem:completionHandler:")
        let called: Void? = deliver(record.selector) {
            $1.application($0, performActionFor: item) { record.record($0) }
        }
        return called == nil ? nil : record
    }

    /// Sends a memory warning: `applicationDidReceiveMemoryWarning(_:)`, then `didReceiveMemoryWarningNotification`.
    public func receiveMemoryWarning() {
        deliver("applicationDidReceiveMemoryWarning:") { $1.applicationDidReceiveMemoryWarning($0) }
        post(UIApplication.didReceiveMemoryWarningNotification)
    }

    /// Changes whether the system prefers reduced resource usage (iOS 27.0), as Low Power Mode does.
    ///
    /// It sets `UIApplication.systemPrefersReducedResourceUsage`, then posts
    /// `systemPrefersReducedResourceUsageDidChangeNotification` if it changed. No delegate method goes with it.
    ///
    /// - Parameter prefersReduced: The new value.
    public func changeSystemPrefersReducedResourceUsage(to prefersReduced: Bool) {
        makeCurrent()
        guard application.prefersReducedResourceUsage != prefersReduced else { return }
        application.prefersReducedResourceUsage = prefersReduced
        post(UIApplication.systemPrefersReducedResourceUsageDidChangeNotification)
    }

    /// Signals a significant time change: `applicationSignificantTimeChange(_:)`, then its notification.
    public func significantTimeChange() {
        deliver("applicationSignificantTimeChange:") { $1.applicationSignificantTimeChange($0) }
        post(UIApplication.significantTimeChangeNotification)
    }

    /// Locks the device's protected data: `applicationProtectedDataWillBecomeUnavailable(_:)`, then its notification.
    public func protectedDataWillBecomeUnavailable() {
        deliver("applicationProtectedDataWillBecomeUnavailable:") {
            $1.applicationProtectedDataWillBecomeUnavailable($0)
        }
        post(UIApplication.protectedDataWillBecomeUnavailableNotification)
    }

    /// Unlocks the device's protected data: `applicationProtectedDataDidBecomeAvailable(_:)`, then its notification.
    public func protectedDataDidBecomeAvailable() {
        deliver("applicationProtectedDataDidBecomeAvailable:") { $1.applicationProtectedDataDidBecomeAvailable($0) }
        post(UIApplication.protectedDataDidBecomeAvailableNotification)
    }

    /// Answers `registerForRemoteNotifications()` with a device token.
    ///
    /// - Parameter deviceToken: The APNs token.
    /// - Throws: ``HeadlessTransitionError`` if the app did not ask to register.
    public func completeRemoteNotificationRegistration(deviceToken: Data) throws {
        try requireRegistrationRequest("completeRemoteNotificationRegistration")
        application.isRegisteredForRemoteNotifications = true
        deliver("application:didRegisterForRemoteNotificationsWithDeviceToken:", arguments: deviceToken) {
            $1.application($0, didRegisterForRemoteNotificationsWithDeviceToken: $2)
        }
    }

    /// Answers `registerForRemoteNotifications()` with a failure.
    ///
    /// - Parameter error: Why registration failed.
    /// - Throws: ``HeadlessTransitionError`` if the app did not ask to register.
    public func failRemoteNotificationRegistration(error: any Error) throws {
        try requireRegistrationRequest("failRemoteNotificationRegistration")
        deliver("application:didFailToRegisterForRemoteNotificationsWithError:", arguments: error) {
            $1.application($0, didFailToRegisterForRemoteNotificationsWithError: $2)
        }
    }

    /// Asks the app which orientations it supports, as UIKit does before rotating.
    ///
    /// The delegate answers if it implements the method; otherwise the Info.plist does (`UIApplication.h`:
    /// the system calls `supportedInterfaceOrientations(for:)` "only if the application delegate has not
    /// implemented the delegate equivalent").
    ///
    /// - Parameter window: The window, or `nil`.
    /// - Returns: The supported orientations.
    /// - Throws: ``HeadlessTransitionError`` with code `invalidAnswer` for an empty mask, where UIKit raises
    ///   `UIApplicationInvalidInterfaceOrientationException`.
    public func supportedInterfaceOrientations(for window: UIWindow? = nil) throws -> UIInterfaceOrientationMask {
        let mask =
            deliver("application:supportedInterfaceOrientationsForWindow:") {
                $1.application($0, supportedInterfaceOrientationsFor: window)
            } ?? application.supportedInterfaceOrientations(for: window)
        guard !mask.isEmpty else {
            throw HeadlessTransitionError(
                code: .invalidAnswer, step: "supportedInterfaceOrientations", state: state.description,
                legalSteps: [], detail: "the delegate returned an empty orientation mask")
        }
        return mask
    }

    /// Asks whether the app allows an app extension type; `true` when the delegate does not implement the
    /// method (`UIApplication.h`: "If unimplemented, the default behavior is to allow").
    ///
    /// - Parameter identifier: The extension point.
    /// - Returns: Whether it is allowed.
    public func shouldAllowExtensionPoint(_ identifier: UIApplication.ExtensionPointIdentifier) -> Bool {
        deliver("application:shouldAllowExtensionPointIdentifier:") {
            $1.application($0, shouldAllowExtensionPointIdentifier: identifier)
        } ?? true
    }

    /// The first connected scene in the foreground, active ones first.
    public var foregroundScene: UIScene? {
        let scenes = application.connectedScenes.sorted {
            $0.session.persistentIdentifier < $1.session.persistentIdentifier
        }
        return scenes.first { $0.activationState == .foregroundActive }
            ?? scenes.first { $0.activationState == .foregroundInactive }
    }

    private func requireRegistrationRequest(_ step: String) throws {
        guard remoteNotificationRegistrationRequested else {
            throw HeadlessTransitionError(
                code: .notRequested, step: step, state: state.description, legalSteps: [],
                detail: "the app never called registerForRemoteNotifications()")
        }
    }
}
