import Dispatch

/// Answers, without trapping, whether the caller runs on the main queue: the main actor's executor.
///
/// `Thread.isMainThread` does not answer that everywhere: where the main thread has handed the main queue
/// over to `dispatchMain()`, as test runners on Linux do, main-actor code runs on another thread. A value
/// attached to the main queue is visible exactly where the main queue's work runs, on any platform.
package enum MainQueue {
    private static let marker: Marker = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return Marker(key: key)
    }()

    /// Whether the caller runs on the main queue, so `MainActor.assumeIsolated` holds.
    package static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker.key) == true
    }

    /// The key, set once on the main queue and only read after: Apple's SDK does not mark the key `Sendable`.
    private struct Marker: @unchecked Sendable {
        let key: DispatchSpecificKey<Bool>
    }
}
