import AppServices
import Foundation
import Testing
import UIKitHeadless

/// What one service, written once, saw of the cold-start intent: each delivery with the host's launch context at
/// that moment, and whether a notification response was the launching one.
@MainActor
final class IntentTaker: ContextualService, URLOpeningService, ContinueUserActivityService, ShortcutItemService,
    CloudKitShareService, NotificationResponseService
{
    private(set) var context: ServiceContext?
    private(set) var deliveries: [String] = []
    private(set) var contexts: [LaunchContext?] = []
    private(set) var launchResponses: [Bool] = []

    func attach(to context: ServiceContext) { self.context = context }

    private func took(_ delivery: String) {
        deliveries.append(delivery)
        contexts.append(context?.host?.launchContext)
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        took("url \(url.absoluteString)")
        return true
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        took("activity \(userActivity.activityType) \(userActivity.webpageURL?.absoluteString ?? "")")
        return true
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        took("quick action \(shortcutItem.type)")
        completionHandler(true)
    }

    func application(_ application: UIApplication, userDidAcceptCloudKitShareWith metadata: CKShare.Metadata) {
        took("share \(metadata.containerIdentifier)")
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        took("response \(response.notification.request.identifier)")
        launchResponses.append(context?.host?.isLaunchResponse(response) ?? false)
        completionHandler()
    }
}

/// What launch tasks saw as ``LaunchContext/current``, written from any thread.
final class SeenContexts: Sendable {
    private let storage = Locked<[String: [LaunchContext?]]>([:])

    func record(_ task: String) {
        let context = LaunchContext.current
        storage.withLock { $0[task, default: []].append(context) }
    }

    subscript(task: String) -> [LaunchContext?] { storage.withLock { $0[task] ?? [] } }
}

/// The ways an app holds its services.
enum IntentAppKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// The app delegate subclasses `ServicesAppDelegate`; with scenes, each scene has a `ServicesSceneDelegate`.
    case uikitSubclass
    /// SwiftUI's application delegate forwards to the adaptor's `ServicesAppDelegate`; its scenes have a
    /// `ServicesSceneDelegate` (a scene delegate class given in a configuration).
    case swiftUIWithServicesSceneDelegate
    /// SwiftUI's application delegate forwards to the adaptor's; its scenes have SwiftUI's own scene delegate.
    case swiftUIWithoutServicesSceneDelegate
    /// The app's own delegate keeps a host and a scheduler and forwards each callback.
    case ownHost

    var testDescription: String { rawValue }

    /// Whether the kind exists without scenes (a SwiftUI app always has scenes).
    var worksWithoutScenes: Bool { self == .uikitSubclass || self == .ownHost }
}

/// The app delegate the subclass and SwiftUI kinds use.
final class IntentAppDelegate: ServicesAppDelegate {
    let taker: IntentTaker
    let tasks: [LaunchTask]
    let center: NotificationCenter
    let hold: LaunchMilestone?
    let extraMilestones: [LaunchMilestone]

    init(
        taker: IntentTaker, tasks: [LaunchTask], center: NotificationCenter, hold: LaunchMilestone? = nil,
        milestones: [LaunchMilestone] = []
    ) {
        self.taker = taker
        self.tasks = tasks
        self.center = center
        self.hold = hold
        self.extraMilestones = milestones
        super.init()
    }

    override var services: [any ApplicationService] { [taker] }
    override var launchTasks: [LaunchTask] { tasks }
    override var notificationCenter: NotificationCenter { center }
    override var launchIntentHoldMilestone: LaunchMilestone? { hold }
    override var launchMilestones: [LaunchMilestone] { extraMilestones }
}

/// A stand-in for SwiftUI's application delegate under `@UIApplicationDelegateAdaptor`: it answers `responds(to:)`
/// by asking the adaptor's delegate and calls it for the launch and scene-configuration callbacks (SwiftUI is closed
/// source: a model of its observed forwarding).
final class SwiftUIAppDelegateStandIn: UIResponder, UIApplicationDelegate {
    let adapted: ServicesAppDelegate

    init(adapted: ServicesAppDelegate) {
        self.adapted = adapted
        super.init()
    }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        adapted.responds(to: aSelector)
    }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        adapted.application(application, willFinishLaunchingWithOptions: launchOptions)
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        adapted.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        adapted.application(application, configurationForConnecting: connectingSceneSession, options: options)
    }
}

/// A stand-in for SwiftUI's own scene delegate: it makes the scene's window and calls no library code.
final class SwiftUISceneDelegateStandIn: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
    }
}

/// An app that cannot subclass `ServicesAppDelegate`: its delegate keeps a host and a launch scheduler, forwards
/// each callback to the host method of the same name, and starts the later phases at the first activation.
final class OwnHostIntentApp: UIResponder, UIApplicationDelegate {
    static let callbacks = [
        "application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:",
        "application:openURL:options:", "application:continueUserActivity:restorationHandler:",
        "application:willContinueUserActivityWithType:", "application:performActionForShortcutItem:completionHandler:",
        "application:userDidAcceptCloudKitShareWithMetadata:",
    ]
    let host: ServiceHost
    let scheduler: LaunchScheduler
    let center: NotificationCenter
    var notificationDelegate: ServicesNotificationCenterDelegate?
    var observer: (any NSObjectProtocol)?

    init(taker: IntentTaker, tasks: [LaunchTask], center: NotificationCenter, hold: LaunchMilestone?) throws {
        HeadlessRuntime.declare(OwnHostIntentApp.self, selectors: Self.callbacks)
        host = ServiceHost(services: [taker])
        var milestones: [LaunchMilestone] = [.launchIntentResolved]
        if let hold { milestones.append(hold) }
        scheduler = try LaunchScheduler(tasks: tasks, milestones: milestones)
        self.center = center
        super.init()
        if let hold { host.holdLaunchIntent(until: hold) }
        host.connectLaunchScheduler(scheduler)
    }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let delegate = ServicesNotificationCenterDelegate(host: host)
        notificationDelegate = delegate
        UNUserNotificationCenter.current().delegate = delegate
        observer = center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) {
            [weak self] _ in
            MainActor.assumeIsolated { self?.firstActivation() }
        }
        try? scheduler.runSynchronousPhase(.willFinishLaunching)
        return host.application(application, willFinishLaunchingWithOptions: launchOptions)
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        try? scheduler.runSynchronousPhase(.didFinishLaunching)
        return host.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    private func firstActivation() {
        if let observer { center.removeObserver(observer) }
        observer = nil
        try? scheduler.startPhase(.firstSceneActive)
        host.whenLaunchContextResolved { [scheduler] _ in try? scheduler.startPhase(.idle) }
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        host.application(app, open: url, options: options)
    }

    func application(_ application: UIApplication, willContinueUserActivityWithType type: String) -> Bool {
        host.application(application, willContinueUserActivityWithType: type)
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        host.application(application, continue: userActivity, restorationHandler: restorationHandler)
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        host.application(application, performActionFor: shortcutItem, completionHandler: completionHandler)
    }

    func application(_ application: UIApplication, userDidAcceptCloudKitShareWith metadata: CKShare.Metadata) {
        host.application(application, userDidAcceptCloudKitShareWith: metadata)
    }
}
