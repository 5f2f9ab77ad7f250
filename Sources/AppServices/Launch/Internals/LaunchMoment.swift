/// A moment of a running launch: whole nanoseconds since the launch started.
///
/// The scheduler reads the clock twice a task and compares, subtracts and adds the readings while it runs and when it
/// makes the report. A `Duration` is 128 bits of attoseconds, and its arithmetic is a call into the standard library
/// each time; a moment's is one instruction. Reports still give `Duration`s: a moment becomes one only there.
struct LaunchMoment: Comparable, Sendable {
    /// Nanoseconds since the launch started.
    var nanoseconds: Int64

    /// The launch's start.
    static let start = LaunchMoment(nanoseconds: 0)

    /// The moment as a `Duration` since the launch started.
    var offset: Duration { .nanoseconds(nanoseconds) }

    /// The nanoseconds from `earlier` to this moment.
    func nanoseconds(since earlier: LaunchMoment) -> Int64 {
        nanoseconds &- earlier.nanoseconds
    }

    static func < (lhs: LaunchMoment, rhs: LaunchMoment) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }
}

extension LaunchMoment {
    /// The moment `offset` after the launch started, to the nearest nanosecond, within what 64 bits hold.
    init(_ offset: Duration) {
        self.nanoseconds = offset.nanosecondCount
    }
}
