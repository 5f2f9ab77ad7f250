import AppServicesTesting
import Testing

@testable import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Intent handlers come from the first service that has one; a deprecated intent goes to one service only.
@MainActor
@Suite struct IntentDispatchTests {
    let intent = INIntent()

    @Test func theFirstNonNilHandlerInOrderWinsAndLaterServicesAreNotAsked() {
        let handler = ProbeIntentHandler()
        let harness = AppEventsHarness { journal in
            [
                IntentHandlerProbe("none", journal, handler: nil),
                IntentHandlerProbe("messages", journal, handler: handler),
                IntentHandlerProbe("later", journal, handler: ProbeIntentHandler()),
            ]
        }

        let answer = harness.delegate.application(harness.application, handlerFor: intent)

        #expect(answer as? ProbeIntentHandler === handler)
        #expect(
            harness.journal.entries == [
                "none application:handlerForIntent:", "messages application:handlerForIntent:",
            ])
        #expect(
            harness.records == [
                DispatchRecord(
                    selector: "application:handlerForIntent:", services: ["IntentHandlerProbe", "IntentHandlerProbe"],
                    merged: "ProbeIntentHandler")
            ])
    }

    @Test func withoutAHandlerTheAnswerIsNilAndWithoutAServiceTheCallbackIsNotAdvertised() {
        let harness = AppEventsHarness { journal in [IntentHandlerProbe("none", journal, handler: nil)] }
        #expect(harness.delegate.advertises("application:handlerForIntent:"))
        #expect(harness.delegate.application(harness.application, handlerFor: intent) == nil)
        #expect(harness.records.first?.merged == "nil")

        let bystanders = AppEventsHarness { _ in [BystanderService()] }
        #expect(!bystanders.delegate.advertises("application:handlerForIntent:"))
    }

    @Test func aDeprecatedIntentGoesToTheFirstAdoptingServiceOnlyAndTheSystemGetsItsResponse() {
        let response = INIntentResponse()
        let harness = AppEventsHarness { journal in
            [
                BystanderService(), IntentProbe("first", journal, .answer(response)),
                IntentProbe("second", journal, .hold),
            ]
        }
        let system = SystemCompletionProbe<INIntentResponse>()

        harness.delegate.application(harness.application, handle: intent, completionHandler: system.handler)

        #expect(system.values.map { $0 === response } == [true])
        #expect(harness.journal.entries == ["first application:handleIntent:completionHandler:"])
        #expect(harness.clock.sleeperCount == 0)
    }

    @Test func withoutAnAdoptingServiceTheIntentIsNotAdvertisedAndAnsweredAtOnceWithAnEmptyResponse() {
        let harness = AppEventsHarness { _ in [BystanderService()] }
        #expect(!harness.delegate.advertises("application:handleIntent:completionHandler:"))

        let system = SystemCompletionProbe<INIntentResponse>()
        harness.delegate.host.application(harness.application, handle: intent, completionHandler: system.handler)

        #expect(system.callCount == 1)
        #expect(system.values.first?.userActivity == nil)
    }

    @Test func aSilentIntentServiceIsNamedAndTheSystemGetsAnEmptyResponseAtTheIntentDeadline() async {
        let harness = AppEventsHarness { journal in [HoldingIntentProbe("slow", journal, .hold)] }
        let system = SystemCompletionProbe<INIntentResponse>()

        harness.delegate.application(harness.application, handle: intent, completionHandler: system.handler)
        let answered = await harness.passDeadline(appEventsDeadlines.intent) { system.callCount > 0 }

        #expect(answered.before == false)
        #expect(answered.at == true)
        #expect(system.callCount == 1)
        #expect(harness.warnings(containing: "HoldingIntentProbe did not call").count == 1)
    }

    @Test func doubleAndLateIntentResponsesAreNamedAndIgnored() async {
        let first = INIntentResponse()
        let twice = AppEventsHarness { journal in [IntentProbe("twice", journal, .answerTwice(first))] }
        let system = SystemCompletionProbe<INIntentResponse>()
        twice.delegate.application(twice.application, handle: intent, completionHandler: system.handler)
        #expect(system.values.map { $0 === first } == [true])
        #expect(
            twice.warnings(
                containing:
                    "IntentProbe called its completion handler for application:handleIntent:completionHandler: more than once"
            ).count == 1)

        let late = HoldingIntentProbe("late", AppEventsJournal(), .hold)
        let harness = AppEventsHarness { _ in [late] }
        let lateSystem = SystemCompletionProbe<INIntentResponse>()
        harness.delegate.application(harness.application, handle: intent, completionHandler: lateSystem.handler)
        _ = await harness.passDeadline(appEventsDeadlines.intent) { lateSystem.callCount > 0 }
        late.release(first)

        #expect(lateSystem.callCount == 1)
        #expect(lateSystem.values.first !== first)
        #expect(harness.warnings(containing: "HoldingIntentProbe answered").count == 1)
    }
}
