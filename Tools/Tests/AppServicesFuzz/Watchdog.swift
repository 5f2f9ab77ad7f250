import Foundation

/// Ends the fuzzer when one in-process input runs past its deadline, keeping that input as a `hang`.
///
/// A thread of its own looks at the armed deadline every 50 ms; the lock guards the deadline and the file.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var armed: (file: URL, deadline: ContinuousClock.Instant)?
    private let failures: URL

    /// Starts the watching thread, which lives as long as the process.
    ///
    /// - Parameter failures: Where a hanging input is kept.
    init(failures: URL) {
        self.failures = failures
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.05)
                check()
            }
        }
    }

    /// Watches the run of `file` until ``disarm()``.
    func arm(file: URL, deadline: ContinuousClock.Instant) {
        lock.withLock { armed = (file, deadline) }
    }

    /// Stops watching: the run ended in time.
    func disarm() {
        lock.withLock { armed = nil }
    }

    private func check() {
        guard let (file, deadline) = lock.withLock({ armed }), ContinuousClock.now > deadline else { return }
        let kept = failures.appendingPathComponent("hang-in-process.\(file.pathExtension)")
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: kept)
        try? FileManager.default.copyItem(at: file, to: kept)
        print("hang: in process, past the timeout; the input is kept at \(kept.path)")
        exit(1)
    }
}
