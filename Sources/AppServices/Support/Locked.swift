/// A value guarded by a lock, the one place where AppServices keeps shared mutable state.
///
/// `Mutex` from the Synchronization module needs iOS 18, so the library keeps its own small box over
/// ``SystemLock``, called directly rather than through `NSLock`'s class and its dynamic dispatch. A
/// taken lock is tried a few times before the thread sleeps, since every critical section is short.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }
/// ```
package final class Locked<Value>: @unchecked Sendable {
    /// The lock, at a fixed address: neither lock may be moved once used.
    private let lock: UnsafeMutablePointer<SystemLock.Primitive>
    /// The value, behind a pointer: the lock already makes access exclusive, and a stored property
    /// accessed `inout` would cost a run-time exclusivity check on every ``withLock(_:)``.
    private let value: UnsafeMutablePointer<Value>

    /// A box holding `value`.
    package init(_ value: Value) {
        lock = .allocate(capacity: 1)
        SystemLock.initialize(lock)
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
        SystemLock.destroy(lock)
        lock.deallocate()
    }

    /// Runs `body` with exclusive access to the value and returns what it returns.
    ///
    /// Keep `body` short and never call back into code that may take the same lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        acquire()
        defer { SystemLock.unlock(lock) }
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
        for _ in 0..<Self.triesBeforeSleeping where SystemLock.tryLock(lock) { return }
        SystemLock.lock(lock)
    }
}

extension Locked where Value: Sendable {
    /// A copy of the current value.
    package var current: Value {
        withLock { $0 }
    }
}
