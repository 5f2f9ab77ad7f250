import Foundation

/// The execution states of an app as the system sees them, including the two that
/// `UIApplication.State` cannot express (not running and suspended).
///
/// Apple's "Managing your app's life cycle": an app moves from not running to inactive (launch), between
/// inactive and active, from inactive to background and back, from background to suspended (no code
/// runs, no callback), and is terminated from the background (`applicationWillTerminate(_:)`) or purged
/// while suspended (no callback).
public enum HeadlessLifecycleState: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The app has not been launched.
    case notRunning
    /// In the foreground, not receiving events.
    case inactive
    /// In the foreground, receiving events.
    case active
    /// In the background, running code.
    case background
    /// In the background, running no code.
    case suspended
    /// Ended; a terminated app is not launched again by the same system.
    case terminated

    /// The state's name.
    public var description: String { rawValue }

    /// The `UIApplication.State` an app in this state reports, for the states where it can ask.
    var applicationState: UIApplication.State? {
        switch self {
        case .inactive: .inactive
        case .active: .active
        case .background: .background
        case .notRunning, .suspended, .terminated: nil
        }
    }

    /// The `UIApplication` notifications UIKit posts, in order, when the app moves from this state to `target`
    /// between the foreground and the background, whether an app-level step or its scenes move it.
    ///
    /// - Parameter target: The state the app moves to.
    /// - Returns: The notifications' names; none for the other moves (launch, suspension, termination).
    @MainActor
    func applicationNotifications(to target: HeadlessLifecycleState) -> [Notification.Name] {
        switch (self, target) {
        case (.background, .inactive): [UIApplication.willEnterForegroundNotification]
        case (.background, .active):
            [UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification]
        case (.inactive, .active): [UIApplication.didBecomeActiveNotification]
        case (.active, .inactive): [UIApplication.willResignActiveNotification]
        case (.inactive, .background): [UIApplication.didEnterBackgroundNotification]
        case (.active, .background):
            [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification]
        default: []
        }
    }
}
