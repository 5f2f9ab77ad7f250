import Foundation

/// A value guarded by a lock, the one place where AppServices keeps shared mutable state.
///
/// `Mutex` from the Synchronization module needs iOS 18, so the library keeps its own small box
/// over `NSLock`, available on every platform the package supports.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }
/// ```
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates a box holding `value`.
    ///
    /// - Parameter value: The initial value.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns what it returns.
    ///
    /// Keep `body` short and never call back into code that may take the same lock.
    ///
    /// - Parameter body: The critical section; it may mutate the value.
    /// - Returns: The result of `body`.
    /// - Throws: Whatever `body` throws; the lock is released either way.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

extension Locked where Value: Sendable {
    /// A copy of the current value.
    package var current: Value {
        withLock { $0 }
    }
}
