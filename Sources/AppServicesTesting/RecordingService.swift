public import AppServices

/// A service that adopts every capability, records each callback it receives, and answers from
/// ``answers``, so a test can watch exactly what the library forwards and provoke what the host must survive.
///
/// It adopts every application, scene, window-scene and notification-center capability in its
/// completion-handler form (not the `Async…` refinements), deprecated ones included, and
/// ``SelectiveService``, so a test can restrict the callbacks the adapters advertise on its behalf.
/// Each callback appends a ``RecordedCall`` to ``calls``: the Objective-C selector and a short
/// description of the arguments. Completion handlers are treated according to ``completion``:
/// called at once, kept for the test to call later with ``completePending(_:)``, or called twice.
///
/// ```swift
/// let recorder = RecordingService(handling: ["application:openURL:options:"])
/// recorder.answers.opensURL = true
/// let driver = HeadlessAppDriver(services: [recorder])
/// try driver.coldLaunch(fromURL: URL(string: "demo://inbox")!)
/// #expect(recorder.selectors.contains("application:openURL:options:"))
/// ```
@MainActor
public final class RecordingService: SelectiveService {
    /// The answers the service gives; change them before or between callbacks.
    public var answers: Answers
    /// What the service does with the completion handlers it receives.
    public var completion: CompletionPolicy
    /// The selectors the service says it handles, or `nil` for all.
    public let handledSelectors: Set<String>?
    /// Every callback received, in order.
    public private(set) var calls: [RecordedCall] = []

    private var pending: [(selector: String, complete: () -> Void)] = []

    /// Creates a recording service.
    ///
    /// - Parameters:
    ///   - selectors: The delegate selectors the service tells the host it handles; `nil` for all. The host
    ///     still forwards every callback of its capabilities; this decides only what the adapters advertise.
    ///   - answers: The answers to give.
    ///   - completion: What to do with completion handlers.
    public init(
        handling selectors: Set<String>? = nil,
        answers: Answers = Answers(),
        completion: CompletionPolicy = .immediately
    ) {
        handledSelectors = selectors
        self.answers = answers
        self.completion = completion
    }

    /// The selectors of ``calls``, in order.
    public var selectors: [String] { calls.map(\.selector) }

    /// The selectors of the callbacks whose completion handler is kept and not yet called, oldest first.
    public var pendingCompletions: [String] { pending.map(\.selector) }

    /// Whether the service handles `selector`: whether it is in the set given to ``init(handling:answers:completion:)``.
    ///
    /// - Parameter selector: The Objective-C selector of a delegate callback.
    /// - Returns: `true` for every selector when the service was created without a set.
    public func handlesDelegateSelector(_ selector: String) -> Bool {
        handledSelectors?.contains(selector) ?? true
    }

    /// Calls the oldest kept completion handler of the callback `selector`, with the answer ``answers`` gives now.
    ///
    /// Use it after a callback received with ``CompletionPolicy/never`` to answer late, or a second time.
    ///
    /// - Parameter selector: The callback's Objective-C selector.
    /// - Returns: Whether a kept handler was found and called.
    @discardableResult
    public func completePending(_ selector: String) -> Bool {
        guard let index = pending.firstIndex(where: { $0.selector == selector }) else { return false }
        let kept = pending.remove(at: index)
        kept.complete()
        return true
    }

    /// Forgets the recorded calls; kept completion handlers stay.
    public func removeAllCalls() {
        calls.removeAll()
    }

    /// Records a callback.
    func record(_ selector: String, _ arguments: String = "") {
        calls.append(RecordedCall(selector: selector, arguments: arguments))
    }

    /// Records a callback and treats its completion handler according to ``completion``; `answer` is read
    /// each time the handler is called.
    func record<Value>(
        _ selector: String,
        _ arguments: String,
        completing handler: @escaping (Value) -> Void,
        with answer: @escaping (Answers) -> Value
    ) {
        record(selector, arguments)
        let complete = { [unowned self] in handler(answer(answers)) }
        guard completion.callsAtOnce > 0 else {
            pending.append((selector, complete))
            return
        }
        for _ in 0..<completion.callsAtOnce { complete() }
    }

    /// Records a callback whose completion handler takes no answer.
    func record(_ selector: String, _ arguments: String, completing handler: @escaping () -> Void) {
        record(selector, arguments, completing: { (_: Void) in handler() }, with: { _ in () })
    }
}
