public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// What launched the app: the URL, the user activity (a universal link among them), the quick action, the notification
/// the user tapped or the CloudKit share, in a form any thread may read, the same in both life cycles.
///
/// Without scenes UIKit puts it in the launch options; with scenes, in the connection options of the first scene of the
/// application role, after `didFinishLaunching` returned. The host resolves it once, from whichever carries it (see
/// <doc:WhatLaunchedTheApp>), and the launch reaches ``Identifier/launchIntentResolved``. Launch tasks read it through
/// ``current``: a task that waits for the milestone, and every task of ``LaunchPhase/firstSceneActive`` and
/// ``LaunchPhase/idle``, sees the resolved context in both life cycles:
///
/// ```swift
/// LaunchTask("links.prefetch", phase: .firstSceneActive) {
///     if let url = LaunchContext.current?.url { await Prefetcher.warm(for: url) }
/// }
/// .waiting(for: .launchIntentResolved)
/// ```
///
/// Code made later takes it once from the host (``ServiceHost/takePendingLaunchContext()``) or subscribes
/// (``ServiceHost/whenLaunchContextResolved(_:)``). The ``ApplicationLifecycleEvent`` of `didFinishLaunching`
/// carries the launch options' context, as ``ApplicationLifecycleEvent/launch``.
public struct LaunchContext: Sendable, Hashable {
    /// The URL the app was launched to open.
    public var url: URL?
    /// The bundle identifier of the app that asked to open ``url``.
    public var sourceApplication: String?
    /// The payload of the remote notification that launched the app, its values as a manifest holds them.
    public var remoteNotification: [String: ConfigurationValue]?
    /// The `type` of the Home Screen quick action that launched the app.
    public var shortcutItemType: String?
    /// The type of the user activity the app was launched to continue.
    public var userActivityType: String?
    /// The web page URL of that user activity: for `NSUserActivityTypeBrowsingWeb`, the universal link.
    public var userActivityWebpageURL: URL?
    /// The notification the user responded to, which launched the app.
    public var notificationResponse: NotificationResponse?
    /// The container identifier of the CloudKit share the user accepted, which launched the app.
    public var cloudKitShareContainerIdentifier: String?
    /// The raw keys of every launch option, sorted, including those not read above; empty for a context
    /// resolved from a scene's connection options.
    public var keys: [String]

    /// A context with nothing in it: what a plain launch, or a background launch, resolves to.
    public init() {
        keys = []
    }

    /// The context of a launch with these options (`nil` or empty for a plain launch).
    ///
    /// - Parameter launchOptions: The options UIKit passed to the launch callbacks.
    @MainActor
    public init(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {
        let options = launchOptions ?? [:]
        url = options[Key.url] as? URL
        sourceApplication = options[Key.sourceApplication] as? String
        #if !os(tvOS)
        remoteNotification = (options[Key.remoteNotification] as? [AnyHashable: Any]).flatMap(Self.payload)
        shortcutItemType = (options[Key.shortcutItem] as? UIApplicationShortcutItem)?.type
        #endif
        let activity = options[Key.userActivityDictionary] as? [AnyHashable: Any]
        userActivityType = activity?[Key.userActivityType.rawValue] as? String
        userActivityWebpageURL = Self.userActivity(in: options)?.webpageURL
        cloudKitShareContainerIdentifier = Self.containerIdentifier(of: options[Key.cloudKitShareMetadata])
        keys = options.keys.map(\.rawValue).sorted()
    }

    /// Whether the user activity is a universal link: a web-browsing activity with a web page URL, which a
    /// state-restoration or Handoff activity of the app's own type is not.
    public var isUniversalLink: Bool {
        userActivityType == NSUserActivityTypeBrowsingWeb && userActivityWebpageURL != nil
    }

    /// Whether something launched the app: a URL, a user activity, a quick action, a notification (its response
    /// or, without scenes, its payload) or a CloudKit share.
    public var hasIntent: Bool {
        url != nil || userActivityType != nil || shortcutItemType != nil || notificationResponse != nil
            || remoteNotification != nil || cloudKitShareContainerIdentifier != nil
    }

    /// The launch-option keys read above, by their raw values: iOS 26 deprecates the named constants (an app
    /// with scenes finds these in its connection options), while an app without scenes still receives them.
    enum Key {
        static let url = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        static let sourceApplication = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        static let remoteNotification = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        static let shortcutItem = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        static let userActivityDictionary = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        static let userActivityType = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// The activity object in the user-activity dictionary (`UIApplicationLaunchOptionsUserActivityKey`).
        static let userActivity = "UIApplicationLaunchOptionsUserActivityKey"
        static let cloudKitShareMetadata = UIApplication.LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsCloudKitShareMetadataKey")
    }

    /// The activity object in the launch options' user-activity dictionary.
    static func userActivity(in options: [UIApplication.LaunchOptionsKey: Any]) -> NSUserActivity? {
        (options[Key.userActivityDictionary] as? [AnyHashable: Any])?[Key.userActivity] as? NSUserActivity
    }

    /// The context of the launch whose work is running, or `nil` outside launch work.
    @TaskLocal public static var current: LaunchContext?
}
