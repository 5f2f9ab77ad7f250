import Foundation

// Sets of scene sessions use NSObject's Hashable, which the macOS host must import from ObjectiveC.
#if canImport(ObjectiveC)
public import ObjectiveC
#endif

// Scene steps. UIScene.h and Apple's "Managing your app's life cycle": a scene connects
// (scene(_:willConnectTo:options:)), enters the foreground inactive, becomes active, resigns, enters the
// background and is disconnected; each delegate call is followed by the matching UIScene notification.
// The app's own state follows its scenes, and the UIApplication notifications are still posted
// ("UIKit posts a didBecomeActiveNotification regardless of whether your app uses scenes") while the
// app-level delegate methods are not called.
extension HeadlessSystem {
    /// Connects a new scene: asks the app delegate for its configuration (falling back to the session's
    /// Info.plist configuration), creates the scene and its delegate, calls `scene(_:willConnectTo:options:)`,
    /// and, unless the app is in the background, brings the scene to the foreground (inactive); the first scene of
    /// the application role after a foreground launch enters the foreground even in the background state (see
    /// ``Options/sceneLaunchState``), and a scene of a role outside ``applicationStateRoles`` (CarPlay, an external
    /// display) enters it whatever the app's state: the system connects it to show it on a screen of its own.
    ///
    /// The session's role is the connection's ``HeadlessSceneConnection/role``. The system connects scenes from
    /// the main run loop, between the blocks on the main queue: Apple does not document whether blocks the app
    /// queued with `DispatchQueue.main.async` while launching run before or after the first scene connects, so
    /// a test chooses, by letting the main queue run (`await`) before or after this call.
    ///
    /// - Parameter connection: Why the scene connects.
    /// - Returns: The connected scene.
    /// - Throws: ``HeadlessTransitionError`` if the app does not use scenes, is not running, already shows
    ///   its only scene, or the configuration's role does not match the session's.
    @discardableResult
    public func connectScene(_ connection: HeadlessSceneConnection = HeadlessSceneConnection()) throws -> UIWindowScene
    {
        try connectScene(connection, as: UIWindowScene.self)
    }

    /// Connects a new scene of the class its configuration names (`sceneClass`, from the app delegate's answer or
    /// ``Options/sceneClasses``; `UIWindowScene` when none does), as ``connectScene(_:)`` does a window scene: a
    /// CarPlay scene, say, whose framework then tells its delegate more (``HeadlessFrameworkScene``).
    ///
    /// ```swift
    /// var car = HeadlessSceneConnection()
    /// car.role = .carTemplateApplication
    /// let carPlay = try system.connectScene(car, as: CPTemplateApplicationScene.self)
    /// ```
    ///
    /// - Parameters:
    ///   - connection: Why the scene connects.
    ///   - type: The class the scene is expected to be of.
    /// - Returns: The connected scene.
    /// - Throws: ``HeadlessTransitionError`` as ``connectScene(_:)`` does, or if the configuration's scene class is
    ///   not a `type` (before anything is called).
    @discardableResult
    public func connectScene<Scene: UIScene>(_ connection: HeadlessSceneConnection, as type: Scene.Type) throws -> Scene
    {
        makeCurrent()
        guard let factory = options.sceneDelegateFactory else {
            throw HeadlessTransitionError(
                code: .wrongLifecycleModel, step: "connectScene", state: state.description, legalSteps: [],
                detail: "the app does not use scenes (no scene delegate in its options)")
        }
        guard [.inactive, .active, .background].contains(state) else {
            throw HeadlessTransitionError(
                code: .illegalTransition, step: "connectScene", state: state.description,
                legalSteps: legalSteps(from: state))
        }
        let role = connection.role
        // UIApplicationSupportsMultipleScenes is about the app's own windows: CarPlay's and an external display's
        // scenes connect beside its one scene.
        let roles = Self.applicationStateRoles
        if !options.supportsMultipleScenes && roles.contains(role)
            && application.connectedScenes.contains(where: { roles.contains($0.session.role) })
        {
            throw HeadlessTransitionError(
                code: .illegalTransition, step: "connectScene", state: state.description, legalSteps: [],
                detail: "the app does not support multiple scenes and one is connected")
        }
        let session = UISceneSession(role: role, configuration: infoPlistConfiguration(for: role))
        let connectionOptions = connection.connectionOptions()
        let configuration =
            deliver("application:configurationForConnectingSceneSession:options:") {
                $1.application($0, configurationForConnecting: session, options: connectionOptions)
            } ?? session.configuration
        guard configuration.role == role else {
            throw HeadlessTransitionError(
                code: .invalidAnswer, step: "connectScene", state: state.description, legalSteps: [],
                detail:
                    "the configuration's role \(configuration.role.rawValue) does not match the session's \(role.rawValue)"
            )
        }
        guard let sceneClass = (configuration.sceneClass ?? UIWindowScene.self) as? Scene.Type else {
            throw HeadlessTransitionError(
                code: .invalidAnswer, step: "connectScene", state: state.description, legalSteps: [],
                detail: "the configuration's scene class is not a \(type)")
        }
        session.storedConfiguration = configuration
        let scene = sceneClass.init(session: session, connectionOptions: connectionOptions)
        scene.delegate = factory(configuration)
        if let delegate = scene.delegate { runtime.own(delegate) }
        session.scene = scene
        application.connectedScenes.insert(scene)
        application.openSessions.insert(session)
        let storyboardWindow = (scene as? UIWindowScene).flatMap { loadStoryboardWindow(of: configuration, into: $0) }
        if options.postsWillConnectNotificationFirst { post(UIScene.willConnectNotification, object: scene) }
        deliver(to: scene, "scene:willConnectToSession:options:") {
            $0.scene(scene, willConnectTo: session, options: connectionOptions)
        }
        storyboardWindow?.makeKeyAndVisible()
        if !options.postsWillConnectNotificationFirst { post(UIScene.willConnectNotification, object: scene) }
        (scene as? any HeadlessFrameworkScene)?.didConnect(in: self)
        scene.activationState = .background
        if !Self.applicationStateRoles.contains(role) {
            try foregroundScene(scene)
        } else if state != .background || foregroundLaunchPending {
            foregroundLaunchPending = false
            try foregroundScene(scene)
        }
        return scene
    }

    /// The configuration the Info.plist's scene manifest gives a session of `role`: its name and, for the
    /// application role, its storyboard (`UISceneConfiguration.storyboard`: "UIKit sets this property's initial
    /// value using the UISceneStoryboardFile key").
    private func infoPlistConfiguration(for role: UISceneSession.Role) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: options.sceneConfigurationName, sessionRole: role)
        configuration.sceneClass = options.sceneClasses[role]
        if role == .windowApplication, let name = options.sceneStoryboardName {
            configuration.storyboard = UIStoryboard(
                initialViewController: options.storyboards[name] ?? { UIViewController() })
        }
        return configuration
    }

    /// The window of a storyboard scene, made before `scene(_:willConnectTo:options:)`.
    ///
    /// A window of the scene whose root is the storyboard's initial view controller, set as the scene delegate's
    /// `window`. UIKit "loads
    /// the initial view controller from the specified scene and displays it" (`UISceneConfiguration.storyboard`),
    /// and Xcode's scene-delegate template says that with a storyboard the `window` property is already made and
    /// attached to the scene when `scene(_:willConnectTo:options:)` runs; UIKit then shows it, as it makes the
    /// `UIMainStoryboardFile` window key and visible after launch (`UIApplicationDelegate.window`).
    private func loadStoryboardWindow(of configuration: UISceneConfiguration, into scene: UIWindowScene) -> UIWindow? {
        guard let root = configuration.storyboard?.instantiateInitialViewController(),
            let delegate = scene.delegate as? any UIWindowSceneDelegate
        else { return nil }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = root
        delegate.window = window
        return window
    }

    /// Makes a foreground scene active: `sceneDidBecomeActive(_:)`, `UIScene.didActivateNotification`,
    /// and `UIApplication.didBecomeActiveNotification` if the app was not active.
    ///
    /// - Parameter scene: A connected scene.
    /// - Throws: ``HeadlessTransitionError`` unless the scene is in the foreground and inactive.
    public func activateScene(_ scene: UIScene) throws {
        try sceneStep("activateScene", scene, from: .foregroundInactive, to: .foregroundActive)
        deliver(to: scene, "sceneDidBecomeActive:") { $0.sceneDidBecomeActive(scene) }
        post(UIScene.didActivateNotification, object: scene)
        updateApplicationStateFromScenes()
    }

    /// Makes an active scene inactive: `sceneWillResignActive(_:)`, `UIScene.willDeactivateNotification`,
    /// and `UIApplication.willResignActiveNotification` if no scene stays active.
    ///
    /// - Parameter scene: A connected scene.
    /// - Throws: ``HeadlessTransitionError`` unless the scene is active.
    public func deactivateScene(_ scene: UIScene) throws {
        try sceneStep("deactivateScene", scene, from: .foregroundActive, to: .foregroundInactive)
        deliver(to: scene, "sceneWillResignActive:") { $0.sceneWillResignActive(scene) }
        post(UIScene.willDeactivateNotification, object: scene)
        updateApplicationStateFromScenes()
    }

    /// Moves an inactive scene to the background: `sceneDidEnterBackground(_:)`,
    /// `UIScene.didEnterBackgroundNotification`, and `UIApplication.didEnterBackgroundNotification` if no
    /// scene stays in the foreground.
    ///
    /// - Parameter scene: A connected scene.
    /// - Throws: ``HeadlessTransitionError`` unless the scene is in the foreground and inactive.
    public func backgroundScene(_ scene: UIScene) throws {
        try sceneStep("backgroundScene", scene, from: .foregroundInactive, to: .background)
        deliver(to: scene, "sceneDidEnterBackground:") { $0.sceneDidEnterBackground(scene) }
        post(UIScene.didEnterBackgroundNotification, object: scene)
        updateApplicationStateFromScenes()
    }

    /// Brings a background scene to the foreground, inactive: `sceneWillEnterForeground(_:)`,
    /// `UIScene.willEnterForegroundNotification`, and `UIApplication.willEnterForegroundNotification` if the
    /// app was in the background.
    ///
    /// - Parameter scene: A connected scene.
    /// - Throws: ``HeadlessTransitionError`` unless the scene is in the background.
    public func foregroundScene(_ scene: UIScene) throws {
        try sceneStep("foregroundScene", scene, from: .background, to: .foregroundInactive)
        deliver(to: scene, "sceneWillEnterForeground:") { $0.sceneWillEnterForeground(scene) }
        post(UIScene.willEnterForegroundNotification, object: scene)
        updateApplicationStateFromScenes()
    }

    /// Disconnects a background scene: `sceneDidDisconnect(_:)`, then `UIScene.didDisconnectNotification`.
    ///
    /// The session stays open, and the scene and its delegate are released.
    ///
    /// - Parameter scene: A connected scene.
    /// - Throws: ``HeadlessTransitionError`` unless the scene is in the background.
    public func disconnectScene(_ scene: UIScene) throws {
        try sceneStep("disconnectScene", scene, from: .background, to: .unattached)
        (scene as? any HeadlessFrameworkScene)?.willDisconnect(in: self)
        deliver(to: scene, "sceneDidDisconnect:") { $0.sceneDidDisconnect(scene) }
        post(UIScene.didDisconnectNotification, object: scene)
        application.connectedScenes.remove(scene)
        scene.session.scene = nil
        scene.delegate = nil
    }

    /// Discards closed sessions: `application(_:didDiscardSceneSessions:)`.
    ///
    /// - Parameter sessions: Open sessions whose scenes are disconnected.
    /// - Throws: ``HeadlessTransitionError`` if a session still has a scene or is not open.
    public func discardSessions(_ sessions: Set<UISceneSession>) throws {
        if let busy = sessions.first(where: { $0.scene != nil || !application.openSessions.contains($0) }) {
            throw HeadlessTransitionError(
                code: .illegalSceneTransition, step: "discardSessions", state: state.description, legalSteps: [],
                detail: "session \(busy.persistentIdentifier) is connected or not open")
        }
        application.openSessions.subtract(sessions)
        deliver("application:didDiscardSceneSessions:") { $1.application($0, didDiscardSceneSessions: sessions) }
    }

    /// Calls a scene delegate's method `selector` if the delegate responds to it, and logs the call.
    ///
    /// - Parameters:
    ///   - scene: The scene whose delegate to call.
    ///   - selector: The Objective-C selector of the method.
    ///   - call: Calls the method.
    /// - Returns: What the method returned, or `nil` when the delegate does not respond to it.
    @discardableResult
    public func deliver<Result>(
        to scene: UIScene,
        _ selector: String,
        _ call: (any UISceneDelegate) throws -> Result
    ) rethrows -> Result? {
        makeCurrent()
        guard let delegate = scene.delegate, Self.responds(delegate, to: selector) else { return nil }
        log.append(HeadlessLogEntry(.sceneDelegate, selector))
        return try acting { try call(delegate) }
    }

    private func sceneStep(
        _ name: String,
        _ scene: UIScene,
        from allowed: UIScene.ActivationState,
        to target: UIScene.ActivationState
    ) throws {
        guard scene.activationState == allowed, application.connectedScenes.contains(scene) else {
            throw HeadlessTransitionError(
                code: .illegalSceneTransition,
                step: name,
                state: "scene \(scene.session.persistentIdentifier) \(scene.activationState)",
                legalSteps: [],
                detail: "scene \(scene.session.persistentIdentifier) is \(scene.activationState), not \(allowed)"
            )
        }
        scene.activationState = target
    }

    private func updateApplicationStateFromScenes() {
        guard !foregroundLaunchPending else { return }
        let states = application.connectedScenes.filter { Self.applicationStateRoles.contains($0.session.role) }
            .map(\.activationState)
        let derived: HeadlessLifecycleState =
            states.contains(.foregroundActive)
            ? .active : states.contains(.foregroundInactive) ? .inactive : .background
        guard derived != state else { return }
        let previous = state
        state = derived
        application.applicationState = derived.applicationState ?? .background
        for notification in previous.applicationNotifications(to: derived) { post(notification) }
    }
}
