import AppServices
import ArgumentParser

/// A task's estimated duration, given on the command line as `id=milliseconds`, such as `network=120`.
struct TaskEstimate: ExpressibleByArgument {
    /// The task.
    var id: LaunchTaskID
    /// How long it is expected to take.
    var duration: Duration

    /// Parses `id=milliseconds`; the identifier is everything before the last `=`.
    ///
    /// - Parameter argument: The command-line argument.
    init?(argument: String) {
        guard let separator = argument.lastIndex(of: "="), separator != argument.startIndex,
            let milliseconds = Double(argument[argument.index(after: separator)...]),
            milliseconds.isFinite, milliseconds >= 0
        else { return nil }
        id = LaunchTaskID(String(argument[..<separator]))
        duration = .milliseconds(exactly: milliseconds)
    }
}
