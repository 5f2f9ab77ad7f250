package import AppServices

/// A task's estimated duration, given on the command line as `id=milliseconds`, such as `network=120`.
package struct TaskEstimate {
    /// The longest estimate `plan` accepts, for one task or as the default: an hour, in milliseconds.
    ///
    /// A bound keeps every simulated time, and the sum of them all, far inside `Duration` and the
    /// nanoseconds the output prints.
    package static let maximumMilliseconds = 3_600_000.0

    package var id: LaunchTaskIdentifier
    /// How long it is expected to take, in milliseconds, as given; `PlanCommand.validate()` checks the range.
    package var milliseconds: Double

    /// Parses `id=milliseconds`; the identifier is everything before the last `=`.
    package init?(argument: String) {
        guard let separator = argument.lastIndex(of: "="), separator != argument.startIndex,
            let milliseconds = Double(argument[argument.index(after: separator)...])
        else { return nil }
        id = LaunchTaskIdentifier(String(argument[..<separator]))
        self.milliseconds = milliseconds
    }

    /// The estimate as a duration; valid once the range is checked.
    package var duration: Duration { .milliseconds(exactly: milliseconds) }

    /// Whether `milliseconds` is a finite number in `0...maximumMilliseconds`.
    package static func isInRange(_ milliseconds: Double) -> Bool {
        milliseconds.isFinite && (0...maximumMilliseconds).contains(milliseconds)
    }
}
