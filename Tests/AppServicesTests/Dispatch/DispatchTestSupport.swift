import AppServices
import AppServicesTesting
import InMemoryLogging
import Logging

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// A host wired to a manual clock and an in-memory log, for dispatch tests.
@MainActor
struct DispatchHarness {
    let clock = ManualClock()
    let log = InMemoryLogHandler()
    let host: ServiceHost
    let application: UIApplication

    init(services: [any ApplicationService] = [], deadlines: DispatchDeadlines = .default) {
        let log = log
        host = ServiceHost(
            services: services, deadlines: deadlines, clock: clock, logger: Logger(label: "test") { _ in log })
        application = HeadlessSystem(delegate: ServicesAppDelegate()).application
    }

    /// The messages logged at warning level or above.
    var warnings: [String] {
        log.entries.filter { $0.level >= .warning }.map(\.message.description)
    }

    /// Lets tasks woken by the clock (the deadline watchdog) run until `done` holds.
    func settle(until done: () -> Bool) async {
        for _ in 0..<1000 where !done() { await Task.yield() }
    }
}

/// Collects what test services see, in order.
@MainActor
final class CallLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

/// A `ServicesAppDelegate` whose services, launch tasks, deadlines, clock and logger are given in its
/// initializer.
final class TestAppDelegate: ServicesAppDelegate {
    private let configuredServices: [any ApplicationService]
    private let configuredTasks: [LaunchTask]
    private let deadlines: DispatchDeadlines
    private let clock: any Clock<Duration>
    private let logger: Logger

    init(
        services: [any ApplicationService],
        launchTasks: [LaunchTask] = [],
        deadlines: DispatchDeadlines = .default,
        clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "test")
    ) {
        configuredServices = services
        configuredTasks = launchTasks
        self.deadlines = deadlines
        self.clock = clock
        self.logger = logger
        super.init()
    }

    override var services: [any ApplicationService] { configuredServices }
    override var launchTasks: [LaunchTask] { configuredTasks }

    override func makeHost() -> ServiceHost {
        ServiceHost(services: configuredServices, deadlines: deadlines, clock: clock, logger: logger)
    }

    /// Whether the delegate answers `responds(to:)` with yes for `selector`, as UIKit asks it.
    func advertises(_ selector: String) -> Bool {
        responds(to: NSSelectorFromString(selector))
    }
}
