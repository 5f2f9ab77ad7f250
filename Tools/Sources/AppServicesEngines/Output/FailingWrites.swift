import Foundation

/// The seam that makes the nth write of the tool fail as on a full disk, so every path that writes a file is
/// tested on a full disk, not only where a small file system can be mounted.
///
/// Set `APPSERVICES_FAIL_WRITE=N` in the environment and the Nth call to `write(2)` through ``FileSystemCall``
/// (counting from 1) writes half of its bytes and fails with `ENOSPC`, leaving a truncated file as a full disk
/// does. Unset, nothing changes.
enum FailingWrites {
    /// Whether this write, the next of the process, is the one to fail.
    static func failsNext() -> Bool {
        guard let failing else { return false }
        return counter.next() == failing
    }

    private static let failing: Int? = ProcessInfo.processInfo.environment["APPSERVICES_FAIL_WRITE"].flatMap {
        Int($0)
    }

    private static let counter = Counter()

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        /// The number of this write, from 1.
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count
        }
    }
}
