#if !canImport(UIKit)
public import AppServices
public import Foundation
public import InMemoryLogging
import Logging
public import UIKitHeadless

/// Runs realistic system sequences through the real ``ServicesAppDelegate`` on the headless platform,
/// so services are unit-tested on Linux or a macOS host without a simulator.
///
/// The driver owns a ``HeadlessSystem``, an app delegate holding the services under test, a
/// ``ManualClock`` for every deadline and timeout, and an in-memory log of what the library reported.
///
/// ```swift
/// let driver = HeadlessAppDriver(services: [analytics, push])
/// try driver.coldLaunch()
/// try driver.moveToBackground()
/// #expect(analytics.flushed)
/// #expect(driver.dispatches.map(\.selector).contains("applicationDidEnterBackground:"))
/// ```
@MainActor
public final class HeadlessAppDriver {
    /// The simulated system.
    public let system: HeadlessSystem
    /// The app delegate under test.
    public let appDelegate: ServicesAppDelegate
    /// The clock every deadline and launch timeout is measured on; advance it to let time pass.
    public let clock: ManualClock
    /// Everything the library logged.
    public let log: InMemoryLogHandler
    /// Every dispatch, in order: callback, services called, merged answer.
    public private(set) var dispatches: [DispatchRecord] = []

    /// Creates an app with `services`, ready to launch.
    ///
    /// - Parameters:
    ///   - services: The services under test, in registration order.
    ///   - launchTasks: App-level launch tasks, besides those the services provide.
    ///   - deadlines: The completion-handler deadlines.
    ///   - options: The app's setup (scenes, orientations), as its Info.plist would say.
    public init(
        services: [any ApplicationService],
        launchTasks: [LaunchTask] = [],
        deadlines: DispatchDeadlines = .default,
        options: HeadlessSystem.Options = HeadlessSystem.Options()
    ) {
        let clock = ManualClock()
        let log = InMemoryLogHandler()
        let host = ServiceHost(
            services: services, deadlines: deadlines, clock: clock, logger: Logger(label: "AppServices") { _ in log })
        let appDelegate = DriverAppDelegate(host: host, launchTasks: launchTasks)
        self.clock = clock
        self.log = log
        self.appDelegate = appDelegate
        system = HeadlessSystem(delegate: appDelegate, options: options, clock: clock)
        host.observer = { [weak self] in self?.dispatches.append($0) }
    }

    /// The host holding the services.
    public var host: ServiceHost { appDelegate.host }

    /// The messages the library logged at warning level or above, such as a service that never answered.
    public var warnings: [String] {
        log.entries.filter { $0.level >= .warning }.map(\.message.description)
    }

    /// Launches the app into the foreground and makes it active, as a tap on its icon does.
    ///
    /// - Parameter launchOptions: Why the app launched.
    /// - Returns: What the launch delivered besides the launch callbacks.
    /// - Throws: ``HeadlessTransitionError`` if the app already launched.
    @discardableResult
    public func coldLaunch(options launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) throws -> HeadlessLaunch
    {
        let launch = try system.launch(options: launchOptions)
        try system.activate()
        return launch
    }

    /// Launches the app because the user opened a URL that belongs to it.
    ///
    /// - Parameter url: The URL.
    /// - Returns: What the launch delivered; ``HeadlessLaunch/openedURL`` tells whether a service opened it.
    /// - Throws: ``HeadlessTransitionError`` if the app already launched.
    @discardableResult
    public func coldLaunch(fromURL url: URL) throws -> HeadlessLaunch {
        try coldLaunch(options: [.url: url])
    }

    /// Launches the app from a Home Screen quick action.
    ///
    /// - Parameter item: The quick action.
    /// - Returns: What the launch delivered; ``HeadlessLaunch/shortcutCompletion`` records the answer.
    /// - Throws: ``HeadlessTransitionError`` if the app already launched.
    @discardableResult
    public func coldLaunch(fromShortcut item: UIApplicationShortcutItem) throws -> HeadlessLaunch {
        try coldLaunch(options: [.shortcutItem: item])
    }

    /// Launches the app because the user tapped a notification, then delivers the response to the
    /// notification-center delegate, as UIKit does after launch.
    ///
    /// - Parameter response: The user's response.
    /// - Returns: The response's completion record, or `nil` if no service handles responses.
    /// - Throws: ``HeadlessTransitionError`` if the app already launched.
    @discardableResult
    public func coldLaunch(fromNotification response: UNNotificationResponse) throws -> SystemCompletion<Bool>? {
        try coldLaunch(options: [.remoteNotification: response.notification.request.content.userInfo])
        return system.respondToNotification(response)
    }

    /// Launches the app into the background for a silent push, which the services fetch for.
    ///
    /// - Parameter payload: The push's payload.
    /// - Returns: The fetch completion's record, or `nil` if no service handles remote notifications.
    /// - Throws: ``HeadlessTransitionError`` if the app already launched.
    @discardableResult
    public func backgroundLaunch(forPush payload: [AnyHashable: Any]) throws -> SystemCompletion<
        UIBackgroundFetchResult
    >? {
        try system.launchInBackground(options: [.remoteNotification: payload]).remoteNotificationCompletion
    }

    /// Moves an active app to the background, as the Home gesture does: resign active, then background.
    ///
    /// - Throws: ``HeadlessTransitionError`` unless the app is active.
    public func moveToBackground() throws {
        try system.resignActive()
        try system.enterBackground()
    }

    /// Brings a background app back and makes it active.
    ///
    /// - Throws: ``HeadlessTransitionError`` unless the app is in the background or suspended.
    public func returnToForeground() throws {
        if system.state == .suspended { try system.wake() }
        try system.enterForeground()
        try system.activate()
    }

    /// Gives the app background time to fetch, waking it if suspended.
    ///
    /// - Returns: The fetch completion's record, or `nil` if no service fetches in the background.
    /// - Throws: ``HeadlessTransitionError`` unless the app is in the background or suspended.
    @discardableResult
    public func backgroundFetch() throws -> SystemCompletion<UIBackgroundFetchResult>? {
        try system.performBackgroundFetch()
    }

    /// Sends a memory warning.
    public func memoryWarning() {
        system.receiveMemoryWarning()
    }

    /// Moves the app to the background if needed, then terminates it.
    ///
    /// - Throws: ``HeadlessTransitionError`` if the app is not running.
    public func terminate() throws {
        if system.state == .active { try system.resignActive() }
        if system.state == .inactive { try system.enterBackground() }
        try system.terminate()
    }

    /// Lets time pass on the manual clock and gives woken tasks (deadlines, launch work) a chance to run.
    ///
    /// - Parameter duration: How much time passes.
    public func advance(by duration: Duration) async {
        clock.advance(by: duration)
        for _ in 0..<100 { await Task.yield() }
    }
}

/// The app delegate the driver installs: a ``ServicesAppDelegate`` with a prepared host.
final class DriverAppDelegate: ServicesAppDelegate {
    private let preparedHost: ServiceHost
    private let configuredLaunchTasks: [LaunchTask]

    init(host: ServiceHost, launchTasks: [LaunchTask]) {
        preparedHost = host
        configuredLaunchTasks = launchTasks
        super.init()
    }

    override func makeHost() -> ServiceHost { preparedHost }
    override var launchTasks: [LaunchTask] { configuredLaunchTasks }
}
#endif
