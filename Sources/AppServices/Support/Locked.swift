import Foundation

/// A value guarded by a lock, the one place where AppServices keeps shared mutable state.
///
/// `Mutex` from the Synchronization module needs iOS 18, so the library keeps its own small box
/// over `NSLock`, available on every platform the package supports. A taken lock is tried a few times
/// before the thread sleeps, since every critical section is short.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }
/// ```
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    /// The value, behind a pointer: the lock already makes access exclusive, and a stored property
    /// accessed `inout` would cost a run-time exclusivity check on every ``withLock(_:)``.
    private let value: UnsafeMutablePointer<Value>

    /// Creates a box holding `value`.
    ///
    /// - Parameter value: The initial value.
    package init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the value and returns what it returns.
    ///
    /// Keep `body` short and never call back into code that may take the same lock.
    ///
    /// - Parameter body: The critical section; it may mutate the value.
    /// - Returns: The result of `body`.
    /// - Throws: Whatever `body` throws; the lock is released either way.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        acquire()
        defer { lock.unlock() }
        return try body(&value.pointee)
    }
}

extension Locked {
    /// How many times ``withLock(_:)`` tries a taken lock before it sleeps until the lock is free.
    ///
    /// Critical sections here last well under a microsecond, so a contended lock is nearly always free
    /// again within a few tries; sleeping instead costs a system call on each side and a thread wake-up,
    /// tens of microseconds on a virtual machine (measured on the launch scheduler's lanes).
    private static var triesBeforeSleeping: Int { 100 }

    /// Takes the lock: tries it a bounded number of times, then waits for it.
    private func acquire() {
        if lock.try() { return }
        for _ in 1..<Self.triesBeforeSleeping where lock.try() { return }
        lock.lock()
    }
}

extension Locked where Value: Sendable {
    /// A copy of the current value.
    package var current: Value {
        withLock { $0 }
    }
}
