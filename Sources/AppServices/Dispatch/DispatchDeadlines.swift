/// How long each completion-handler callback waits for its services before answering the system.
///
/// Every deadline stays below the system's own limit, so the system's completion is always called in time, with the
/// best answer so far. Apple documents 30 seconds of wall-clock time for a remote notification's fetch handler ("or
/// your app will be terminated"); the defaults keep a margin of 5 seconds below that wherever the system gives the app
/// background time, and answer a foreground notification within 5 seconds, since "If the handler is not called in a
/// timely manner then the notification will not be presented".
///
/// ```swift
/// var deadlines = DispatchDeadlines.default
/// deadlines.remoteNotification = .seconds(20)
/// let host = ServiceHost(deadlines: deadlines)
/// ```
public struct DispatchDeadlines: Sendable, Equatable {
    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`; the system allows 30 s.
    public var remoteNotification: Duration
    /// `application(_:performFetchWithCompletionHandler:)`; the system allows about 30 s.
    public var backgroundFetch: Duration
    /// `application(_:handleEventsForBackgroundURLSession:completionHandler:)`.
    public var backgroundURLSession: Duration
    /// Quick actions, for the application and for window scenes.
    public var shortcutItem: Duration
    /// `application(_:handleWatchKitExtensionRequest:reply:)`.
    public var watchKitExtensionRequest: Duration
    /// `application(_:handle:completionHandler:)` for an intent.
    public var intent: Duration
    /// The four deprecated notification-action callbacks.
    public var notificationAction: Duration
    /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
    public var notificationPresentation: Duration
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
    public var notificationResponse: Duration

    /// Creates deadlines; every one defaults to the value of ``default``.
    public init(
        remoteNotification: Duration = .seconds(25),
        backgroundFetch: Duration = .seconds(25),
        backgroundURLSession: Duration = .seconds(25),
        shortcutItem: Duration = .seconds(10),
        watchKitExtensionRequest: Duration = .seconds(25),
        intent: Duration = .seconds(10),
        notificationAction: Duration = .seconds(25),
        notificationPresentation: Duration = .seconds(5),
        notificationResponse: Duration = .seconds(25)
    ) {
        self.remoteNotification = remoteNotification
        self.backgroundFetch = backgroundFetch
        self.backgroundURLSession = backgroundURLSession
        self.shortcutItem = shortcutItem
        self.watchKitExtensionRequest = watchKitExtensionRequest
        self.intent = intent
        self.notificationAction = notificationAction
        self.notificationPresentation = notificationPresentation
        self.notificationResponse = notificationResponse
    }

    /// The defaults: 25 s for background work, 10 s for quick actions and intents, 5 s to present a
    /// foreground notification.
    public static let `default` = DispatchDeadlines()
}
