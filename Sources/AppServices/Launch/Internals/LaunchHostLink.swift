/// What the host tells a launch about what launched the app, kept under the run's lock with the rest of its
/// state (a lock of its own per field would cost every launch a generic type's metadata each, host or not).
struct LaunchHostLink {
    /// The context as the host last told it: each task of a lane runs with it as ``LaunchContext/current``, so
    /// tasks released after the host resolved the intent see it; `nil` leaves the caller's value.
    var context: LaunchContext?
    /// The cold-start intents the host held, which the report lists.
    var heldLaunchIntents: [LaunchIntentHoldRecord] = []
    /// Told of every declared milestone reached, after the tasks it released were queued.
    var milestoneObservers: [@Sendable (LaunchMilestone) -> Void] = []
}
