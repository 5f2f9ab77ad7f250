import Foundation

/// A value behind a lock, for replica state that UIKit lets any thread read and write (the notification
/// center's authorization); the only `@unchecked Sendable` box of the module.
final class HeadlessLock<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
