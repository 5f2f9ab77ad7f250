#if !canImport(UIKit)
public import AppServices
import UIKitHeadless

// Waiting for the launch graph. Its asynchronous phases start with the first activation, which a test may
// never bring about (a background launch, an early termination); asking then is an error that says so, not
// a wait without end.
extension HeadlessAppDriver {
    /// Why the launch graph's report cannot be awaited now, or `nil` when ``launchReport()`` can wait for it.
    public var launchStall: HeadlessLaunchError? {
        if case .failure(let stall) = awaitableLaunch() { stall } else { nil }
    }

    private func awaitableLaunch() -> Result<LaunchScheduler, HeadlessLaunchError> {
        let asynchronous = LaunchPhase.allCases.filter { !$0.isSynchronous }
        if let graphError = appDelegate.launchGraphError {
            return .failure(
                HeadlessLaunchError(
                    code: .invalidGraph, phases: LaunchPhase.allCases, state: system.state,
                    detail: "no launch task runs because the launch graph is invalid: \(graphError)"))
        }
        guard let scheduler = appDelegate.launchScheduler else {
            return .failure(
                HeadlessLaunchError(
                    code: .notLaunched, phases: LaunchPhase.allCases, state: system.state,
                    detail: "the app has not launched; call coldLaunch() or backgroundLaunch(forPush:) first"))
        }
        if system.log.contains(.notification(UIApplication.didBecomeActiveNotification)) { return .success(scheduler) }
        if system.state == .terminated {
            return .failure(
                HeadlessLaunchError(
                    code: .phasesCannotStart, phases: asynchronous, state: system.state,
                    detail: "the app was terminated before it became active, so the launch never ends"))
        }
        return .failure(
            HeadlessLaunchError(
                code: .phasesNotStarted, phases: asynchronous, state: system.state,
                detail: "the app has not become active yet; call returnToForeground() (or activate it) first"))
    }

    /// Waits until every launch task is done and returns the launch report.
    ///
    /// ```swift
    /// try driver.coldLaunch()
    /// let report = try await driver.launchReport()
    /// #expect(report.isSuccessful)
    /// ```
    ///
    /// Tasks whose timeouts run on ``clock`` finish only as it advances.
    ///
    /// - Returns: The launch report.
    /// - Throws: ``HeadlessLaunchError`` (``launchStall``) when a launch phase has not started, so the wait
    ///   would never end.
    public func launchReport() async throws(HeadlessLaunchError) -> LaunchReport {
        switch awaitableLaunch() {
        case .success(let scheduler): await scheduler.finished
        case .failure(let stall): throw stall
        }
    }
}
#endif
