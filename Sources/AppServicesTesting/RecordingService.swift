public import AppServices

/// A service that adopts every capability, records each callback it receives, and answers from
/// ``answers``, so a test can watch exactly what the library forwards and provoke what the host must survive.
///
/// It adopts every application, scene, window-scene and notification-center capability in its
/// completion-handler form (not the `Async…` refinements), deprecated ones included, and
/// ``SelectiveService``, so a test can restrict the callbacks the adapters advertise on its behalf.
/// Each callback appends a ``RecordedCall`` to ``calls``: the callback and a short description of the
/// arguments. Completion handlers are treated according to ``completion``:
/// called at once, kept for the test to call later with ``completePending(_:)``, or called twice.
///
/// ```swift
/// let recorder = RecordingService(handling: [.openURL])
/// recorder.answers.opensURL = true
/// let driver = HeadlessAppDriver(services: [recorder])
/// try driver.coldLaunch(fromURL: URL(string: "demo://inbox")!)
/// #expect(recorder.callbacks.contains(.openURL))
/// ```
@MainActor
public final class RecordingService: SelectiveService {
    /// The answers the service gives; change them before or between callbacks.
    public var answers: Answers
    /// What the service does with the completion handlers it receives.
    public var completion: CompletionPolicy
    /// The callbacks the service says it handles, or `nil` for all.
    public let handledCallbacks: Set<DelegateCallback>?
    /// Every callback received, in order.
    public private(set) var calls: [RecordedCall] = []

    private var pending: [(callback: DelegateCallback, complete: () -> Void)] = []

    /// Creates a recording service.
    ///
    /// - Parameters:
    ///   - callbacks: The callbacks the service tells the host it handles; `nil` for all. The host neither
    ///     advertises nor dispatches the others to it.
    ///   - answers: The answers to give.
    ///   - completion: What to do with completion handlers.
    public init(
        handling callbacks: Set<DelegateCallback>? = nil,
        answers: Answers = Answers(),
        completion: CompletionPolicy = .immediately
    ) {
        handledCallbacks = callbacks
        self.answers = answers
        self.completion = completion
    }

    /// The callbacks of ``calls``, in order.
    public var callbacks: [DelegateCallback] { calls.map(\.callback) }

    /// The Objective-C selectors of ``calls``, in order.
    public var selectors: [String] { calls.map(\.callback.selector) }

    /// The callbacks whose completion handler is kept and not yet called, oldest first.
    public var pendingCompletions: [DelegateCallback] { pending.map(\.callback) }

    /// Whether the service handles `callback`: whether it is in the set given to
    /// ``init(handling:answers:completion:)``.
    ///
    /// - Parameter callback: A delegate callback.
    /// - Returns: `true` for every callback when the service was created without a set.
    public func handles(_ callback: DelegateCallback) -> Bool {
        handledCallbacks?.contains(callback) ?? true
    }

    /// Calls the oldest kept completion handler of `callback`, with the answer ``answers`` gives now.
    ///
    /// Use it after a callback received with ``CompletionPolicy/never`` to answer late, or a second time.
    ///
    /// - Parameter callback: The callback.
    /// - Returns: Whether a kept handler was found and called.
    @discardableResult
    public func completePending(_ callback: DelegateCallback) -> Bool {
        guard let index = pending.firstIndex(where: { $0.callback == callback }) else { return false }
        let kept = pending.remove(at: index)
        kept.complete()
        return true
    }

    /// Forgets the recorded calls; kept completion handlers stay.
    public func removeAllCalls() {
        calls.removeAll()
    }

    /// Records a callback.
    func record(_ callback: DelegateCallback, _ arguments: String = "") {
        calls.append(RecordedCall(callback, arguments: arguments))
    }

    /// Records a callback and treats its completion handler according to ``completion``; `answer` is read
    /// each time the handler is called.
    func record<Value>(
        _ callback: DelegateCallback,
        _ arguments: String,
        completing handler: @escaping (Value) -> Void,
        with answer: @escaping (Answers) -> Value
    ) {
        record(callback, arguments)
        let complete = { [unowned self] in handler(answer(answers)) }
        guard completion.callsAtOnce > 0 else {
            pending.append((callback, complete))
            return
        }
        for _ in 0..<completion.callsAtOnce { complete() }
    }

    /// Records a callback whose completion handler takes no answer.
    func record(_ callback: DelegateCallback, _ arguments: String, completing handler: @escaping () -> Void) {
        record(callback, arguments, completing: { (_: Void) in handler() }, with: { _ in () })
    }
}
