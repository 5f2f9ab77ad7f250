import PropertyBased
import Testing

@testable import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// When a scripted service answers its completion handler.
enum AnswerTiming: CaseIterable, Sendable {
    /// During the dispatch.
    case atOnce
    /// After the dispatch, before the deadline.
    case later
    /// Never.
    case silent
    /// After the deadline.
    case late
    /// Twice, during the dispatch.
    case twice
}

/// A completion-handler callback under test: how to make its services, dispatch it, and merge answers.
@MainActor
struct AggregatedCallback<Value> {
    var deadline: Duration
    var makeProbe: (String, AppEventsJournal, ProbeScript<Value>) -> any ScriptedProbe<Value> & ApplicationService
    var dispatch: (TestAppDelegate, UIApplication, @escaping (Value) -> Void) -> Void
    var merge: ([Value]) -> Value
    var same: (Value, Value) -> Bool

    /// Runs one random scenario and checks that the system hears exactly once, with the merged answer given in
    /// time, and that each misbehaving service is reported.
    func check(timings: [AnswerTiming], values: [Value], releaseInReverse: Bool) async {
        var probes: [any ScriptedProbe<Value> & ApplicationService] = []
        let harness = AppEventsHarness { journal in
            probes = timings.enumerated().map { index, timing in
                let value = values[index]
                let script: ProbeScript<Value> =
                    switch timing {
                    case .atOnce: .answer(value)
                    case .twice: .answerTwice(value)
                    case .later, .silent, .late: .hold
                    }
                return makeProbe("probe\(index)", journal, script)
            }
            return probes
        }
        let system = SystemCompletionProbe<Value>()
        let inTime = timings.indices.filter { [.atOnce, .later, .twice].contains(timings[$0]) }
        let missing = timings.filter { $0 == .silent || $0 == .late }.count

        dispatch(harness.delegate, harness.application, system.handler)
        let later = timings.indices.filter { timings[$0] == .later }
        for index in releaseInReverse ? later.reversed() : later { probes[index].release(values[index]) }
        if missing > 0 {
            #expect(system.callCount == 0)
            _ = await harness.passDeadline(deadline) { system.callCount > 0 }
            for index in timings.indices where timings[index] == .late { probes[index].release(values[index]) }
        }

        #expect(system.callCount == 1)
        if let answer = system.values.first {
            #expect(same(answer, merge(inTime.map { values[$0] })))
        }
        #expect(harness.warnings(containing: "did not call its completion handler").count == missing)
        #expect(harness.warnings(containing: "more than once").count == timings.filter { $0 == .twice }.count)
        #expect(harness.warnings(containing: "deadline; the answer").count == timings.filter { $0 == .late }.count)
    }
}

/// Random service counts, answer orders, delays, double answers and silences: the system hears exactly once.
@MainActor
@Suite struct AppEventsCompletionPropertyTests {
    let timings = Gen<AnswerTiming>.case.array(of: 0...6)
    let choices = Gen.int(in: 0...2).array(of: 6)

    @Test func backgroundFetchAnswersOnceWithTheBestResultGivenInTime() async {
        let results: [UIBackgroundFetchResult] = [.newData, .noData, .failed]
        let callback = AggregatedCallback<UIBackgroundFetchResult>(
            deadline: appEventsDeadlines.backgroundFetch,
            makeProbe: { FetchProbe($0, $1, $2) },
            dispatch: { $0.application($1, performFetchWithCompletionHandler: $2) },
            merge: UIBackgroundFetchResult.best(of:),
            same: ==
        )
        await propertyCheck(count: 150, input: timings, choices, Gen.bool) { timings, choices, reverse in
            await callback.check(timings: timings, values: choices.map { results[$0] }, releaseInReverse: reverse)
        }
    }

    @Test func quickActionsAnswerOnceWithTrueIfAnyServicePerformedTheActionInTime() async {
        let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose")
        let callback = AggregatedCallback<Bool>(
            deadline: appEventsDeadlines.shortcutItem,
            makeProbe: { ShortcutProbe($0, $1, $2) },
            dispatch: { $0.application($1, performActionFor: item, completionHandler: $2) },
            merge: { $0.contains(true) },
            same: ==
        )
        await propertyCheck(count: 150, input: timings, choices, Gen.bool) { timings, choices, reverse in
            await callback.check(timings: timings, values: choices.map { $0 == 1 }, releaseInReverse: reverse)
        }
    }

    @Test func watchRequestsAnswerOnceWithTheFirstNonNilReplyInServiceOrder() async {
        let callback = AggregatedCallback<[AnyHashable: Any]?>(
            deadline: appEventsDeadlines.watchKitExtensionRequest,
            makeProbe: { WatchRequestProbe($0, $1, $2) },
            dispatch: { $0.application($1, handleWatchKitExtensionRequest: nil, reply: $2) },
            merge: { replies in replies.lazy.compactMap { $0 }.first },
            same: { $0?["reply"] as? Int == $1?["reply"] as? Int }
        )
        await propertyCheck(count: 150, input: timings, choices, Gen.bool) { timings, choices, reverse in
            let replies = choices.map { $0 == 0 ? nil : ["reply": $0] as [AnyHashable: Any] }
            await callback.check(timings: timings, values: replies, releaseInReverse: reverse)
        }
    }
}
