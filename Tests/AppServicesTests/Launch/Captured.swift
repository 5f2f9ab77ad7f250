import AppServices

/// An object launch work captures, to tell from a weak reference whether the work was released.
final class Captured: Sendable {
    /// Keeps `self` in a closure's captures.
    func touch() {
        withExtendedLifetime(self) {}
    }
}

/// Weak references to captured objects, to check they were released.
@MainActor
final class WeakReferences {
    private var references: [() -> AnyObject?] = []

    /// Starts watching `object`.
    func watch(_ object: AnyObject) {
        references.append { [weak object] in object }
    }

    /// How many watched objects are still alive.
    var alive: Int { references.count { $0() != nil } }

    /// Waits until every watched object is released, up to `limit` of real time; returns how many are alive.
    ///
    /// Release can take a moment when it waits for the launch's root task to leave.
    func released(within limit: Duration = .seconds(10)) async -> Int {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while alive > 0, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
        return alive
    }
}
