import Foundation
import Logging

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Runs an app's launch graph from the application delegate's callbacks.
///
/// The two synchronous phases run inside `willFinishLaunching` and `didFinishLaunching`. The first
/// activation starts ``LaunchPhase/firstSceneActive``: the driver observes
/// `UIApplication.didBecomeActiveNotification`, which UIKit posts "regardless of whether your app uses
/// scenes", for the launching application only. When that phase's tasks are done, ``LaunchPhase/idle``
/// starts. An invalid graph is reported through the logger, naming every problem, and the app launches
/// without its launch tasks.
@MainActor
final class LaunchDriver {
    /// What must be undone if the driver goes away before the launch ends; in a lock box so `deinit`,
    /// which is not isolated to the main actor, can reach it.
    private struct Pending {
        var activationObserver: (any NSObjectProtocol)?
        var idleStarter: Task<Void, Never>?
    }

    private(set) var scheduler: LaunchScheduler?
    private(set) var graphError: LaunchGraphError?
    private let pending = Locked(Pending())
    private let logger: Logger
    private let notificationCenter: NotificationCenter

    init(logger: Logger, notificationCenter: NotificationCenter) {
        self.logger = logger
        self.notificationCenter = notificationCenter
    }

    deinit {
        let pending = pending.withLock { $0 }
        if let observer = pending.activationObserver { notificationCenter.removeObserver(observer) }
        pending.idleStarter?.cancel()
    }

    func willFinishLaunching(_ application: UIApplication, tasks: [LaunchTask], clock: any Clock<Duration>) {
        do {
            scheduler = try LaunchScheduler(tasks: tasks, clock: clock, logger: logger)
        } catch {
            graphError = error
            logger.critical("the launch graph is invalid, so no launch task runs: \(error)")
            return
        }
        let observer = notificationCenter.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: application, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.firstActivation() }
        }
        pending.withLock { $0.activationObserver = observer }
        run(.willFinishLaunching)
    }

    func didFinishLaunching() {
        run(.didFinishLaunching)
    }

    private func run(_ phase: LaunchPhase) {
        guard let scheduler else { return }
        do {
            try scheduler.runSynchronousPhase(phase)
        } catch {
            logger.error("launch phase \(phase) could not run: \(error)")
        }
    }

    private func firstActivation() {
        if let observer = pending.withLock({ $0.activationObserver.take() }) {
            notificationCenter.removeObserver(observer)
        }
        guard let scheduler else { return }
        do {
            try scheduler.startPhase(.firstSceneActive)
        } catch {
            logger.error("launch phase firstSceneActive could not start: \(error)")
            return
        }
        let idleStarter = Task { [logger] in
            await scheduler.waitForPhase(.firstSceneActive)
            do {
                try scheduler.startPhase(.idle)
            } catch {
                logger.error("launch phase idle could not start: \(error)")
            }
        }
        pending.withLock { $0.idleStarter = idleStarter }
    }
}
