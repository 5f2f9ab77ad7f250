/// What became of a completion handler the headless system passed to the app: how often it was called,
/// with what, and when.
///
/// UIKit requires the app to call such a handler exactly once (for a remote notification within
/// 30 seconds of wall-clock time, or the app is terminated). The record keeps every call, so a test can
/// assert that the app honoured that.
///
/// ```swift
/// let completion = try #require(system.deliverRemoteNotification(["aps": [:]]))
/// let result = await completion.value
/// #expect(completion.callCount == 1)
/// ```
@MainActor
public final class SystemCompletion<Value: Sendable> {
    /// The values the handler was called with, in order.
    public private(set) var values: [Value] = []
    /// The system time of each call, measured from the system's creation.
    public private(set) var callTimes: [Duration] = []
    /// The selector of the delegate method the handler was passed to.
    public let selector: String

    private var waiters: [CheckedContinuation<Value, Never>] = []
    private let now: @MainActor () -> Duration

    init(selector: String, now: @escaping @MainActor () -> Duration) {
        self.selector = selector
        self.now = now
    }

    /// How many times the handler was called.
    public var callCount: Int { values.count }

    /// The value of the first call, or `nil` while the handler has not been called.
    public var firstValue: Value? { values.first }

    /// The value of the first call, waiting for it if needed.
    public var value: Value {
        get async {
            if let firstValue { return firstValue }
            return await withCheckedContinuation { waiters.append($0) }
        }
    }

    func record(_ value: Value) {
        values.append(value)
        callTimes.append(now())
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume(returning: value) }
    }
}
