import AppServices
import Foundation
import InMemoryLogging
import Logging
import SwizzlerModels
import Testing
import UIKitHeadless

/// Adopts every callback the swizzling SDKs take over and records what it receives.
final class PushJournal: DeviceTokenService, DeviceTokenFailureService, RemoteNotificationService,
    URLOpeningService, ContinueUserActivityService, NotificationPresentationService, NotificationResponseService
{
    var received: [String] = []

    func count(_ callback: String) -> Int { received.filter { $0 == callback }.count }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        received.append("token")
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        received.append("tokenFailure")
    }

    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        received.append("remote")
        completionHandler(.newData)
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        received.append("url")
        return true
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        received.append("activity")
        return true
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        received.append("present")
        completionHandler([.banner])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        received.append("response")
        completionHandler()
    }
}

/// A UIKit app's delegate: a subclass of `ServicesAppDelegate`, with or without the journal.
final class SubclassApp: ServicesAppDelegate {
    let journal = PushJournal()
    /// What the library logged.
    let log = InMemoryLogHandler()
    private let adopting: Bool
    /// Runs in a service's initializer, while the delegate is being created: where configuring an SDK is unsafe.
    private let duringCreation: (() -> Void)?
    /// Runs in a launch task of the `willFinishLaunching` phase: where configuring an SDK is safe.
    private let atLaunch: (@MainActor @Sendable () -> Void)?

    init(
        adopting: Bool = true, duringCreation: (() -> Void)? = nil, atLaunch: (@MainActor @Sendable () -> Void)? = nil
    ) {
        self.adopting = adopting
        self.duringCreation = duringCreation
        self.atLaunch = atLaunch
        super.init()
    }

    override var services: [any ApplicationService] {
        duringCreation?()
        return adopting ? [journal] : []
    }

    override var launchTasks: [LaunchTask] {
        guard let atLaunch else { return [] }
        return [LaunchTask("sdk.configure", phase: .willFinishLaunching, executor: .mainActor) { atLaunch() }]
    }

    override func makeHost() -> ServiceHost {
        let log = log
        return ServiceHost(services: services, logger: Logger(label: "AppServices") { _ in log })
    }

    /// The errors the library logged.
    var errors: [String] { log.entries.filter { $0.level >= .error }.map(\.message.description) }
}

/// A model of SwiftUI's application delegate under `@UIApplicationDelegateAdaptor`.
///
/// SwiftUI is closed source:
/// this is a guess from its observed behaviour (firebase-ios-sdk #13566, PostHog PR #769, OneSignal PR #1091): it
/// answers `responds(to:)` by asking the adaptor's delegate and reaches it by message forwarding, so its class has
/// no method of its own for those callbacks (nothing is declared in the replica's method tables).
final class SwiftUIDelegateModel: UIResponder, UIApplicationDelegate, HeadlessMessageForwarding {
    let adapted: SubclassApp

    init(adapted: SubclassApp) {
        self.adapted = adapted
        super.init()
    }

    func forwardingTarget(forSelector selector: String) -> AnyObject? {
        adapted.responds(to: Selector(selector)) ? adapted : nil
    }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        adapted.responds(to: aSelector)
            || HeadlessRuntime.current.implementation(NSStringFromSelector(aSelector), for: self) != nil
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

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        adapted.application(application, didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        adapted.application(application, didFailToRegisterForRemoteNotificationsWithError: error)
    }

    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        adapted.application(
            application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        adapted.application(app, open: url, options: options)
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        adapted.application(application, continue: userActivity, restorationHandler: restorationHandler)
    }
}

/// An app that cannot subclass `ServicesAppDelegate`: its own delegate keeps a host and forwards each callback to
/// the host method of the same name; those are real methods of its class.
final class OwnHostApp: UIResponder, UIApplicationDelegate {
    static let callbacks =
        SwizzledSelector.apns + [
            SwizzledSelector.openURL, SwizzledSelector.continueUserActivity,
            "application:willFinishLaunchingWithOptions:",
        ]
    let journal = PushJournal()
    let host = ServiceHost()
    var notificationDelegate: ServicesNotificationCenterDelegate?

    override init() {
        HeadlessRuntime.declare(OwnHostApp.self, selectors: Self.callbacks)
        super.init()
        host.add(journal)
    }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let delegate = ServicesNotificationCenterDelegate(host: host)
        notificationDelegate = delegate
        UNUserNotificationCenter.current().delegate = delegate
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        host.application(application, didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        host.application(application, didFailToRegisterForRemoteNotificationsWithError: error)
    }

    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        host.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        host.application(app, open: url, options: options)
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        host.application(application, continue: userActivity, restorationHandler: restorationHandler)
    }
}

/// What one run of the five deliveries gave.
@MainActor
struct SwizzledRun {
    let remoteNotification: SystemCompletion<UIBackgroundFetchResult>?
    let urlHandled: Bool?
    let activityHandled: Bool?
    let presentation: SystemCompletion<UNNotificationPresentationOptions>?
    let response: SystemCompletion<Bool>?

    /// Launches the app, then delivers a device token, a remote notification, a URL, a user activity, a
    /// foreground notification and a notification response, as the system does.
    /// - Parameters:
    ///   - system: The app's system.
    ///   - launchTask: Runs once the app launched, as a launch task that configures an SDK.
    /// - Returns: What the system's deliveries gave.
    /// - Throws: A ``HeadlessTransitionError`` if a step is not allowed.
    static func deliverAll(_ system: HeadlessSystem, launchTask: () -> Void = {}) throws -> SwizzledRun {
        try system.launch()
        launchTask()
        try system.activate()
        system.application.registerForRemoteNotifications()
        try system.completeRemoteNotificationRegistration(deviceToken: Data([0xAB]))
        let remote = system.deliverRemoteNotification(["aps": ["content-available": 1]])
        let url = system.openURL(URL(string: "journal://entry/1")!)
        let activity = system.continueUserActivity(NSUserActivity(activityType: "com.example.entry")).handled
        let request = UNNotificationRequest(identifier: "entry", content: UNNotificationContent(), trigger: nil)
        let notification = UNNotification(request: request)
        let presentation = system.presentNotification(notification)
        let response = system.respondToNotification(UNNotificationResponse(notification: notification))
        return SwizzledRun(
            remoteNotification: remote, urlHandled: url, activityHandled: activity, presentation: presentation,
            response: response)
    }
}

/// The three ways an app holds its services, each with the journal service adopting every swizzled callback.
enum AppRoute: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// A UIKit app whose delegate subclasses `ServicesAppDelegate`.
    case uikitSubclass
    /// A SwiftUI app: `UIApplication.shared.delegate` is SwiftUI's (a model), the adaptor's is `ServicesAppDelegate`.
    case swiftUIAdaptor
    /// An app that cannot subclass: its own delegate forwards to a `ServiceHost`.
    case ownHost

    var testDescription: String { rawValue }

    /// Creates the application's delegate and the journal its services write.
    @MainActor
    func makeDelegate() -> (delegate: any UIApplicationDelegate, journal: PushJournal) {
        switch self {
        case .uikitSubclass:
            let app = SubclassApp()
            return (app, app.journal)
        case .swiftUIAdaptor:
            let app = SwiftUIDelegateModel(adapted: SubclassApp())
            return (app, app.adapted.journal)
        case .ownHost:
            let app = OwnHostApp()
            return (app, app.journal)
        }
    }
}
