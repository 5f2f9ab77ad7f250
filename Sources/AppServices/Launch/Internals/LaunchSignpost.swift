#if canImport(os)
import os

/// A signpost interval around one launch task, shown in Instruments.
///
/// Created and ended within the same task, so it never crosses an isolation boundary.
struct LaunchSignpost {
    private let signposter: OSSignposter
    private let state: OSSignpostIntervalState

    /// Begins an interval named after `task`.
    static func begin(_ task: LaunchTaskIdentifier) -> LaunchSignpost {
        let signposter = OSSignposter(subsystem: "AppServices", category: "Launch")
        let state = signposter.beginInterval(
            "LaunchTask", id: signposter.makeSignpostID(), "\(task.rawValue, privacy: .public)")
        return LaunchSignpost(signposter: signposter, state: state)
    }

    /// Ends the interval, noting how the task ended.
    func end(_ outcome: LaunchTaskOutcome) {
        signposter.endInterval("LaunchTask", state, "\(outcome.rawValue, privacy: .public)")
    }
}
#else
/// Signposts exist only where the `os` module does; elsewhere beginning and ending cost nothing.
struct LaunchSignpost {
    /// Begins nothing.
    static func begin(_ task: LaunchTaskIdentifier) -> LaunchSignpost {
        LaunchSignpost()
    }

    /// Ends nothing.
    func end(_ outcome: LaunchTaskOutcome) {}
}
#endif
