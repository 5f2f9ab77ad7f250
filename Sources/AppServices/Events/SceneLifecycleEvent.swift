/// A scene lifecycle notification of UIKit, as a typed event on the ``EventBus``.
///
/// ``LifecycleNotificationBridge`` posts one for each of `UIScene`'s notifications, naming the scene
/// by its session's persistent identifier (the scene itself stays on the main actor with UIKit).
///
/// ```swift
/// let token = bus.subscribe(to: SceneLifecycleEvent.self) { event in
///     if event.kind == .didEnterBackground { drafts.save(forScene: event.sceneIdentifier) }
/// }
/// ```
public struct SceneLifecycleEvent: AppEvent, Hashable {
    /// Which notification it was; an extensible struct so new notifications do not break `switch`es.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name: the notification's Swift name without `Notification`.
        public let name: String

        /// `UIScene.willConnectNotification`.
        public static let willConnect = Kind(name: "willConnect")
        /// `UIScene.didDisconnectNotification`.
        public static let didDisconnect = Kind(name: "didDisconnect")
        /// `UIScene.didActivateNotification`.
        public static let didActivate = Kind(name: "didActivate")
        /// `UIScene.willDeactivateNotification`.
        public static let willDeactivate = Kind(name: "willDeactivate")
        /// `UIScene.willEnterForegroundNotification`.
        public static let willEnterForeground = Kind(name: "willEnterForeground")
        /// `UIScene.didEnterBackgroundNotification`.
        public static let didEnterBackground = Kind(name: "didEnterBackground")

        /// The kind's name.
        public var description: String { name }
    }

    /// Which notification it was.
    public var kind: Kind
    /// The persistent identifier of the scene's session, or `nil` when the notification carried no scene.
    public var sceneIdentifier: String?

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - kind: Which notification it stands for.
    ///   - sceneIdentifier: The scene session's persistent identifier.
    public init(_ kind: Kind, sceneIdentifier: String?) {
        self.kind = kind
        self.sceneIdentifier = sceneIdentifier
    }
}
