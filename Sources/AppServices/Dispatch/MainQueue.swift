import Dispatch

/// Answers, without trapping, whether the caller runs on the main queue: the main actor's executor.
///
/// `Thread.isMainThread` does not answer that everywhere: where the main thread has handed the main queue
/// over to `dispatchMain()`, as test runners on Linux do, main-actor code runs on another thread. A value
/// attached to the main queue is visible exactly where the main queue's work runs, on any platform.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue, so `MainActor.assumeIsolated` holds.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}
