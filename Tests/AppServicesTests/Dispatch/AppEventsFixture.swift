import AppServices
import AppServicesTesting
import Foundation
import Logging

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// What the test services saw, in order, as `name selector` lines.
@MainActor
final class AppEventsJournal {
    private(set) var entries: [String] = []

    func note(_ name: String, _ selector: String) {
        entries.append("\(name) \(selector)")
    }
}

/// Deadlines that differ per callback, so a test can tell which one a dispatch used.
let appEventsDeadlines = DispatchDeadlines(
    backgroundFetch: .seconds(21),
    backgroundURLSession: .seconds(22),
    shortcutItem: .seconds(23),
    watchKitExtensionRequest: .seconds(24),
    intent: .seconds(26),
    notificationAction: .seconds(27)
)

/// A headless app around an ``TestAppDelegate``, with a manual clock, captured logs and recorded dispatches.
@MainActor
final class AppEventsHarness {
    let clock = ManualClock()
    let logs = InMemoryLogCapture()
    let journal: AppEventsJournal
    let delegate: TestAppDelegate
    let system: HeadlessSystem
    private(set) var records: [DispatchRecord] = []

    init(journal: AppEventsJournal = AppEventsJournal(), _ services: (AppEventsJournal) -> [any ApplicationService]) {
        self.journal = journal
        delegate = TestAppDelegate(
            services: services(journal), deadlines: appEventsDeadlines, clock: clock, logger: logs.logger)
        system = HeadlessSystem(delegate: delegate, notificationCenter: NotificationCenter())
        delegate.host.observer = { [unowned self] record in records.append(record) }
    }

    var application: UIApplication { system.application }

    /// The warnings that contain `text`.
    func warnings(containing text: String) -> [String] {
        logs.messages.filter { $0.contains(text) }
    }

    /// Moves the clock to just before `deadline` after the dispatch started, then to the deadline, and reports
    /// whether `answered` was still false just before and true at the deadline.
    func passDeadline(_ deadline: Duration, answered: () -> Bool) async -> (before: Bool, at: Bool) {
        await clock.waitForSleepers(count: 1)
        clock.advance(by: deadline - .nanoseconds(1))
        await settle { answered() }
        let before = answered()
        clock.advance(by: .nanoseconds(1))
        await settle { answered() }
        return (before, answered())
    }
}

/// Yields until `condition` holds, or gives up after a bounded number of turns.
@MainActor
func settle(until condition: () -> Bool) async {
    for _ in 0..<200 where !condition() {
        await Task.yield()
    }
}

/// Records every call of a completion handler the test passes as the system's.
@MainActor
final class SystemCompletionProbe<Value> {
    private(set) var values: [Value] = []

    var handler: (Value) -> Void {
        { [self] value in values.append(value) }
    }

    var callCount: Int { values.count }
}

/// How a scripted service answers its completion handler.
enum ProbeScript<Value> {
    /// Answers at once.
    case answer(Value)
    /// Answers at once, twice.
    case answerTwice(Value)
    /// Keeps the handler until the test calls ``ScriptedProbe/release(_:)``, or forever.
    case hold
}

/// A service that notes each call in the journal and answers its completion handler as scripted.
@MainActor
class ScriptedProbe<Value> {
    let name: String
    let journal: AppEventsJournal
    let script: ProbeScript<Value>
    private var held: [(Value) -> Void] = []

    init(_ name: String, _ journal: AppEventsJournal, _ script: ProbeScript<Value>) {
        self.name = name
        self.journal = journal
        self.script = script
    }

    func respond(_ selector: String, _ completion: @escaping (Value) -> Void) {
        journal.note(name, selector)
        switch script {
        case .answer(let value):
            completion(value)
        case .answerTwice(let value):
            completion(value)
            completion(value)
        case .hold:
            held.append(completion)
        }
    }

    /// Calls the held completion handlers with `value`.
    func release(_ value: Value) {
        let handlers = held
        held = []
        for handler in handlers { handler(value) }
    }
}

/// A service that notes each call in the journal.
@MainActor
class JournalingProbe {
    let name: String
    let journal: AppEventsJournal

    init(_ name: String, _ journal: AppEventsJournal) {
        self.name = name
        self.journal = journal
    }
}

/// A service that adopts no capability.
final class BystanderService: ApplicationService {}
