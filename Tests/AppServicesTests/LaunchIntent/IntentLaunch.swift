import AppServices
import Foundation
import Testing
import UIKitHeadless

/// A cold launch from one of the intents the issue names, as the system makes it in either life cycle.
enum ColdIntent: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case url, quickAction, notificationTap, universalLink, cloudKitShare

    var testDescription: String { rawValue }

    static let link = URL(string: "demo://orders/7")!
    static let webLink = URL(string: "https://example.com/orders/7")!
    static var payload: [AnyHashable: Any] { ["order": "7"] }

    @MainActor
    static func response() -> UNNotificationResponse {
        let content = UNMutableNotificationContent()
        content.userInfo = payload
        let request = UNNotificationRequest(identifier: "order-7", content: content, trigger: nil)
        return UNNotificationResponse(notification: UNNotification(request: request))
    }

    @MainActor
    static func webActivity() -> NSUserActivity {
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = webLink
        return activity
    }

    /// The delivery the service must see, once.
    var delivery: String {
        switch self {
        case .url: "url \(Self.link.absoluteString)"
        case .quickAction: "quick action com.example.compose"
        case .notificationTap: "response order-7"
        case .universalLink: "activity \(NSUserActivityTypeBrowsingWeb) \(Self.webLink.absoluteString)"
        case .cloudKitShare: "share iCloud.com.example"
        }
    }

    /// Whether `context` holds this intent.
    func matches(_ context: LaunchContext?) -> Bool {
        guard let context else { return false }
        switch self {
        case .url: return context.url == Self.link
        case .quickAction: return context.shortcutItemType == "com.example.compose"
        case .notificationTap:
            return context.remoteNotification?["order"] == .string("7")
                && context.notificationResponse?.requestIdentifier == "order-7"
                && context.notificationResponse?.actionIdentifier == UNNotificationDefaultActionIdentifier
                && context.notificationResponse?.payload["order"] == .string("7")
        case .universalLink: return context.isUniversalLink && context.userActivityWebpageURL == Self.webLink
        case .cloudKitShare: return context.cloudKitShareContainerIdentifier == "iCloud.com.example"
        }
    }

    /// The launch options of a launch without scenes.
    @MainActor
    var launchOptions: [UIApplication.LaunchOptionsKey: Any] {
        switch self {
        case .url: [.url: Self.link]
        case .quickAction:
            [
                .shortcutItem: UIApplicationShortcutItem(
                    type: "com.example.compose", localizedTitle: "Compose",
                    localizedSubtitle: nil, icon: nil)
            ]
        case .notificationTap: [.remoteNotification: Self.payload]
        case .universalLink:
            [
                .userActivityDictionary: [
                    UIApplication.LaunchOptionsKey.userActivityType.rawValue: NSUserActivityTypeBrowsingWeb,
                    HeadlessSystem.userActivityKey: Self.webActivity(),
                ] as [AnyHashable: Any]
            ]
        case .cloudKitShare: [.cloudKitShareMetadata: CKShare.Metadata(containerIdentifier: "iCloud.com.example")]
        }
    }

    /// The connection of the first scene of a launch with scenes.
    @MainActor
    var connection: HeadlessSceneConnection {
        switch self {
        case .url: HeadlessSceneConnection(urls: [Self.link], sourceApplication: "com.apple.mobilesafari")
        case .quickAction:
            HeadlessSceneConnection(
                shortcutItem: UIApplicationShortcutItem(
                    type: "com.example.compose", localizedTitle: "Compose", localizedSubtitle: nil, icon: nil))
        case .notificationTap: HeadlessSceneConnection(notificationResponse: Self.response())
        case .universalLink: HeadlessSceneConnection(userActivities: [Self.webActivity()])
        case .cloudKitShare:
            HeadlessSceneConnection(cloudKitShareMetadata: CKShare.Metadata(containerIdentifier: "iCloud.com.example"))
        }
    }
}

/// One app of a kind, with one service written once and one launch task, ready to launch.
@MainActor
struct IntentApp {
    let kind: IntentAppKind
    let taker = IntentTaker()
    let seen = SeenContexts()
    let system: HeadlessSystem
    let scheduler: () -> LaunchScheduler?
    let host: ServiceHost

    init(
        _ kind: IntentAppKind, scenes: Bool, launchState: UIApplication.State = .inactive,
        hold: LaunchMilestone? = nil, milestones: [LaunchMilestone] = [], multipleScenes: Bool = false,
        willConnectNotificationFirst: Bool = false
    ) throws {
        self.kind = kind
        let seen = seen
        let tasks = [
            LaunchTask("routing.open", phase: .firstSceneActive) { seen.record("routing.open") }
                .waiting(for: .launchIntentResolved),
            LaunchTask("links.warm", phase: .idle) { seen.record("links.warm") },
        ]
        let center = NotificationCenter()
        var options = HeadlessSystem.Options(supportsMultipleScenes: multipleScenes, sdk: .iOS27)
        options.sceneLaunchState = launchState
        options.postsWillConnectNotificationFirst = willConnectNotificationFirst
        let taker = taker
        switch kind {
        case .uikitSubclass:
            if scenes { options.sceneDelegateFactory = { _ in ServicesSceneDelegate() } }
            let delegate = IntentAppDelegate(
                taker: taker, tasks: tasks, center: center, hold: hold, milestones: milestones)
            system = HeadlessSystem(
                delegate: delegate, options: scenes ? options : Self.withoutScenes(options),
                notificationCenter: center)
            scheduler = { [weak delegate] in delegate?.launchScheduler }
            host = delegate.host
        case .swiftUIWithServicesSceneDelegate, .swiftUIWithoutServicesSceneDelegate:
            let withServices = kind == .swiftUIWithServicesSceneDelegate
            options.sceneDelegateFactory = { _ -> any UISceneDelegate in
                if withServices { return ServicesSceneDelegate() }
                return SwiftUISceneDelegateStandIn()
            }
            let delegate = IntentAppDelegate(
                taker: taker, tasks: tasks, center: center, hold: hold, milestones: milestones)
            system = HeadlessSystem(
                delegate: SwiftUIAppDelegateStandIn(adapted: delegate), options: options, notificationCenter: center)
            scheduler = { [weak delegate] in delegate?.launchScheduler }
            host = delegate.host
        case .ownHost:
            let app = try OwnHostIntentApp(taker: taker, tasks: tasks, center: center, hold: hold)
            let appHost = app.host
            if scenes { options.sceneDelegateFactory = { _ in ServicesSceneDelegate(host: appHost) } }
            system = HeadlessSystem(
                delegate: app, options: scenes ? options : Self.withoutScenes(options),
                notificationCenter: center)
            scheduler = { [weak app] in app?.scheduler }
            host = app.host
        }
    }

    /// An app without scenes, built with the iOS 26 SDK: the iOS 27 SDK refuses it.
    private static func withoutScenes(_ options: HeadlessSystem.Options) -> HeadlessSystem.Options {
        var options = options
        options.sdk = .iOS26
        return options
    }

    var usesScenes: Bool { system.options.usesScenes }

    /// Launches cold from `intent` and makes the app active, as UIKit does in the app's life cycle.
    @discardableResult
    func coldLaunch(from intent: ColdIntent) throws -> UIWindowScene? {
        var scene: UIWindowScene?
        if usesScenes {
            try system.launch()
            scene = try system.connectScene(intent.connection)
            if let scene { try system.activateScene(scene) }
        } else {
            try system.launch(options: intent.launchOptions)
            try system.activate()
        }
        if intent == .notificationTap { system.respondToNotification(ColdIntent.response()) }
        return scene
    }

    /// The launch report, once the launch settled.
    func report() async -> LaunchReport? {
        guard let scheduler = scheduler() else { return nil }
        return await scheduler.finished
    }
}
