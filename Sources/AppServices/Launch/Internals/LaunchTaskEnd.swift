/// How one task of a running launch ended: the part of its ``LaunchTaskRecord`` that its descriptor does not hold.
///
/// Lanes hand this to the launch's state, which keeps one per task in a flat array and turns them into records only
/// when it makes the report, so a task's run copies no identifier, dependency list or policy name.
struct LaunchTaskEnd {
    /// When the work started.
    var start: LaunchMoment
    /// When the work ended.
    var end: LaunchMoment
    /// How the task ended.
    var outcome: LaunchTaskOutcome
    /// The error's description for a task that did not succeed, or why it was skipped.
    var error: String?
    /// The lane it ran on, or `nil` if it never ran.
    var lane: Int?

    /// How long the work ran, in nanoseconds.
    var nanoseconds: Int64 { end.nanoseconds(since: start) }

    /// The end of a task that never ran, skipped at `now` for `reason`.
    static func skipped(at now: LaunchMoment, because reason: String) -> LaunchTaskEnd {
        LaunchTaskEnd(start: now, end: now, outcome: .skipped, error: reason, lane: nil)
    }

    /// The full record of the task described by `descriptor`.
    func record(of descriptor: LaunchTaskDescriptor) -> LaunchTaskRecord {
        LaunchTaskRecord(
            descriptor: descriptor, start: start.offset, end: end.offset, outcome: outcome, error: error, lane: lane)
    }
}
