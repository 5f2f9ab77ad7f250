import Foundation
import Logging

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Runs an app's launch graph from the application delegate's callbacks.
///
/// The two synchronous phases run inside `willFinishLaunching` and `didFinishLaunching`. The first activation starts
/// ``LaunchPhase/firstSceneActive``: the driver observes `UIApplication.didBecomeActiveNotification`, which UIKit posts
/// "regardless of whether your app uses scenes", for the launching application only. When that phase's tasks are done,
/// ``LaunchPhase/idle`` starts. An invalid graph is reported through the logger, naming every problem (and its tasks as
/// the `tasks` metadata), and the app launches without its launch tasks. Phases that cannot run are logged with the
/// `phase` metadata. When the driver goes away (its app delegate was released) before the launch is over, for example
/// after a background launch that never became active, the launch is cancelled, so no task waits for a phase that will
/// never start and every task's work is released.
@MainActor
final class LaunchDriver {
    private(set) var scheduler: LaunchScheduler?
    private(set) var graphError: LaunchGraphError?
    /// The first-activation observer, until it fires; in a lock box so `deinit`, which is not isolated
    /// to the main actor, can remove it.
    private let activationObserver = Locked<(any NSObjectProtocol)?>(nil)
    private let logger: Logger
    private let notificationCenter: NotificationCenter
    private let tasksTaken: () -> Void
    /// What launched the app; every phase runs with it as ``LaunchContext/current``.
    private var context: LaunchContext?
    /// The host that resolves what launched the app, which the idle phase waits for.
    private weak var host: ServiceHost?

    /// A driver that logs to `logger` and observes the activation in `notificationCenter`; `tasksTaken` is
    /// called once the scheduler holds the launch tasks, so whoever listed them can drop them.
    init(logger: Logger, notificationCenter: NotificationCenter, tasksTaken: @escaping () -> Void = {}) {
        self.logger = logger
        self.notificationCenter = notificationCenter
        self.tasksTaken = tasksTaken
    }

    deinit {
        if let observer = activationObserver.withLock({ $0.take() }) { notificationCenter.removeObserver(observer) }
        scheduler?.cancel()
    }

    func willFinishLaunching(
        _ application: UIApplication,
        context: LaunchContext,
        tasks: [LaunchTask],
        milestones: [LaunchMilestone] = [],
        clock: any Clock<Duration>,
        host: ServiceHost? = nil
    ) {
        defer { tasksTaken() }
        self.context = context
        self.host = host
        do {
            let scheduler = try LaunchScheduler(tasks: tasks, milestones: milestones, clock: clock, logger: logger)
            self.scheduler = scheduler
            host?.connectLaunchScheduler(scheduler)
        } catch {
            graphError = error
            let tasks = Set(error.problems.flatMap(\.tasks)).sorted().map { Logger.MetadataValue.string("\($0)") }
            logger.critical(
                "the launch graph is invalid, so no launch task runs: \(error)", metadata: ["tasks": .array(tasks)])
            return
        }
        let observer = notificationCenter.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: application, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.firstActivation() }
        }
        activationObserver.withLock { $0 = observer }
        run(.willFinishLaunching)
    }

    func didFinishLaunching() {
        run(.didFinishLaunching)
    }

    private func run(_ phase: LaunchPhase) {
        guard let scheduler else { return }
        LaunchContext.$current.withValue(context) {
            attempt(phase, "run") { try scheduler.runSynchronousPhase(phase) }
        }
    }

    private func firstActivation() {
        if let observer = activationObserver.withLock({ $0.take() }) { notificationCenter.removeObserver(observer) }
        guard let scheduler else { return }
        LaunchContext.$current.withValue(context) {
            guard attempt(.firstSceneActive, "start", { try scheduler.startPhase(.firstSceneActive) }) else { return }
            guard let host else { return startIdle(scheduler) }
            // Without scenes, a launch from a notification tap is resolved when its response arrives, which may be
            // after the first activation; idle tasks wait for no milestone, so the phase waits for the resolution.
            host.whenLaunchContextResolved { [weak self] _ in
                guard let self, let scheduler = self.scheduler else { return }
                self.startIdle(scheduler)
            }
        }
    }

    private func startIdle(_ scheduler: LaunchScheduler) {
        attempt(.idle, "start") { try scheduler.startPhaseWhenPreviousIsDone(.idle) }
    }

    /// Runs or starts `phase` with `body`, logging why it could not; returns whether it did.
    @discardableResult
    private func attempt(_ phase: LaunchPhase, _ verb: String, _ body: () throws -> Void) -> Bool {
        do {
            try body()
            return true
        } catch {
            logger.error("launch phase \(phase) could not \(verb): \(error)", metadata: ["phase": "\(phase)"])
            return false
        }
    }
}
