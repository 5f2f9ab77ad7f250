// A feature module of the app's own: it declares a class, and the app makes it a service in an extension (see
// App/SyncEngine+Service.swift), so the conformance record and the type descriptor are in different modules.

/// Uploads what changed on the device.
@MainActor
public final class SyncEngine {
    /// How many times the app asked it to flush.
    public private(set) var flushes = 0

    /// An engine that has not flushed yet.
    public init() {}

    /// Uploads what changed.
    public func flush() { flushes += 1 }
}
