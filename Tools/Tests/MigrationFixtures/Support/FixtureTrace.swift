/// What the fixture delegates' and services' code did, in order, so a test can compare the original delegate
/// with its migration.
@MainActor
public enum FixtureTrace {
    /// The events recorded since the last ``reset()``.
    public private(set) static var events: [String] = []

    /// Records `event`.
    ///
    /// - Parameter event: What happened, such as `push: token 0a0b`.
    public static func record(_ event: String) {
        events.append(event)
    }

    /// Forgets every event.
    public static func reset() {
        events = []
    }
}
