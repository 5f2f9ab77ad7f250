#if !canImport(UIKit)
public import AppServices
import Foundation
public import InMemoryLogging
import Logging
public import UIKitHeadless

/// Runs realistic system sequences through the real ``ServicesAppDelegate`` (and, for an app that uses
/// scenes, the real ``ServicesSceneDelegate``) on the headless platform, so services are unit-tested on
/// Linux or a macOS host without a simulator.
///
/// Given services, the driver owns a ``HeadlessSystem``, an app delegate holding the services under test, a
/// ``ManualClock`` for every deadline and timeout, a private notification center, and an in-memory log of
/// what the library reported.
///
/// ```swift
/// let driver = HeadlessAppDriver(services: [analytics, push])
/// try driver.coldLaunch()
/// try driver.moveToBackground()
/// #expect(analytics.flushed)
/// #expect(driver.dispatches.map(\.selector).contains("applicationDidEnterBackground:"))
/// ```
///
/// To run the app's own delegate classes as they ship (their services, registration plan and launch
/// tasks), give the driver factories for them, and wait for the launch graph with ``launchReport()``:
///
/// ```swift
/// let driver = HeadlessAppDriver(appDelegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() })
/// try driver.coldLaunch()
/// #expect(try await driver.launchReport().isSuccessful)
/// ```
///
/// An app that uses scenes gets a ``ServicesSceneDelegate`` per scene, created the way UIKit creates it
/// from the scene configuration:
///
/// ```swift
/// let driver = HeadlessAppDriver(services: [recorder], usesScenes: true)
/// try driver.coldLaunch(fromURL: URL(string: "demo://inbox")!)  // the URL arrives with the connection
/// try driver.moveToBackground()                                  // resign active, enter background
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
    /// The connected scenes of an app that uses scenes, in the order they connected.
    public internal(set) var scenes: [UIWindowScene] = []

    /// Creates an app with `services`, ready to launch.
    ///
    /// - Parameters:
    ///   - services: The services under test, in registration order.
    ///   - launchTasks: App-level launch tasks, besides those the services provide.
    ///   - deadlines: The completion-handler deadlines.
    ///   - usesScenes: Whether the app uses scenes; if `options` names no scene delegate, each scene gets a
    ///     ``ServicesSceneDelegate`` that finds the host through the app delegate, as in an app.
    ///   - options: The app's setup (scenes, orientations), as its Info.plist would say.
    public convenience init(
        services: [any ApplicationService],
        launchTasks: [LaunchTask] = [],
        deadlines: DispatchDeadlines = .default,
        usesScenes: Bool = false,
        options: HeadlessSystem.Options = HeadlessSystem.Options()
    ) {
        let clock = ManualClock()
        let log = InMemoryLogHandler()
        var options = options
        if usesScenes && options.sceneDelegateFactory == nil {
            options.sceneDelegateFactory = { _ in ServicesSceneDelegate() }
        }
        self.init(clock: clock, log: log, options: options) {
            let host = ServiceHost(
                services: services, deadlines: deadlines, clock: clock,
                logger: Logger(label: "AppServices") { _ in log })
            return DriverAppDelegate(host: host, launchTasks: launchTasks, notificationCenter: NotificationCenter())
        }
    }

    /// Creates the app's own delegate, and for an app that uses scenes its own scene delegates, ready to
    /// launch, so a test runs exactly the services, registration plan and launch tasks the app ships.
    ///
    /// The driver creates the application first and then calls `appDelegate`, as `UIApplicationMain` does,
    /// and posts UIKit's notifications to the delegate's ``ServicesAppDelegate/notificationCenter``, where its
    /// launch graph listens. The delegate keeps the host its ``ServicesAppDelegate/makeHost()`` creates, so
    /// its deadlines run on that host's clock and what it logs goes to that host's logger; ``clock`` and
    /// ``log`` drive and record only hosts the driver creates. ``dispatches`` records every dispatch either way.
    ///
    /// ```swift
    /// let driver = HeadlessAppDriver(appDelegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() })
    /// try driver.coldLaunch()
    /// let report = try await driver.launchReport()
    /// ```
    ///
    /// - Parameters:
    ///   - appDelegate: Creates the app's delegate, once.
    ///   - sceneDelegate: Creates the delegate of each scene that connects, for an app that uses scenes; `nil`
    ///     to keep the scene delegate `options` names, if any.
    ///   - options: The app's setup (scenes, orientations, the user's answers), as its Info.plist would say.
    public convenience init(
        appDelegate: @MainActor () -> ServicesAppDelegate,
        sceneDelegate: (@MainActor () -> any UISceneDelegate)? = nil,
        options: HeadlessSystem.Options = HeadlessSystem.Options()
    ) {
        var options = options
        if let sceneDelegate { options.sceneDelegateFactory = { _ in sceneDelegate() } }
        self.init(clock: ManualClock(), log: InMemoryLogHandler(), options: options, appDelegate: appDelegate)
    }

    private init(
        clock: ManualClock,
        log: InMemoryLogHandler,
        options: HeadlessSystem.Options,
        appDelegate makeAppDelegate: @MainActor () -> ServicesAppDelegate
    ) {
        var created: ServicesAppDelegate?
        let system = HeadlessSystem(
            options: options, clock: clock,
            makeDelegate: {
                let delegate = makeAppDelegate()
                created = delegate
                return delegate
            },
            notificationCenter: { _ in created?.notificationCenter ?? .default })
        guard let appDelegate = created else {
            preconditionFailure("HeadlessSystem creates the app delegate in its initializer")
        }
        self.clock = clock
        self.log = log
        self.appDelegate = appDelegate
        self.system = system
        appDelegate.host.observer = { [weak self] in self?.dispatches.append($0) }
    }

    /// The host holding the services.
    public var host: ServiceHost { appDelegate.host }

    /// Whether the app uses scenes.
    public var usesScenes: Bool { system.options.usesScenes }

    /// The messages logged at warning level or above: the library's, such as a service that never answered,
    /// and the driver's, such as a launch that can never finish.
    public var warnings: [String] {
        log.entries.filter { $0.level >= .warning }.map(\.message.description)
    }

    /// Lets time pass on the manual clock and gives woken tasks (deadlines, launch work) a chance to run.
    ///
    /// - Parameter duration: How much time passes.
    public func advance(by duration: Duration) async {
        clock.advance(by: duration)
        for _ in 0..<100 { await Task.yield() }
    }
}

/// The app delegate the driver installs: a ``ServicesAppDelegate`` with a prepared host, whose launch graph
/// listens on the driver's own notification center.
final class DriverAppDelegate: ServicesAppDelegate {
    private let preparedHost: ServiceHost
    private let configuredLaunchTasks: [LaunchTask]
    private let center: NotificationCenter

    init(host: ServiceHost, launchTasks: [LaunchTask], notificationCenter: NotificationCenter) {
        preparedHost = host
        configuredLaunchTasks = launchTasks
        center = notificationCenter
        super.init()
    }

    override func makeHost() -> ServiceHost { preparedHost }
    override var launchTasks: [LaunchTask] { configuredLaunchTasks }
    override var notificationCenter: NotificationCenter { center }
}
#endif
