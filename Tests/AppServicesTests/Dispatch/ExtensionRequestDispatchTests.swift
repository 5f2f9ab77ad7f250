import Testing

@testable import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// WatchKit requests answer with the first non-nil reply; HealthKit authorization requests are broadcast.
@MainActor
@Suite struct ExtensionRequestDispatchTests {
    @Test func everyWatchServiceIsAskedAndTheSystemGetsTheFirstNonNilReplyInOrder() {
        let harness = AppEventsHarness { journal in
            [
                WatchRequestProbe("none", journal, .answer(nil)),
                WatchRequestProbe("weather", journal, .answer(["temperature": 21])),
                WatchRequestProbe("steps", journal, .answer(["steps": 9000])),
            ]
        }
        let system = SystemCompletionProbe<[AnyHashable: Any]?>()

        harness.delegate.application(
            harness.application, handleWatchKitExtensionRequest: ["ask": "weather"], reply: system.handler)

        #expect(system.values.map { $0?["temperature"] as? Int } == [21])
        #expect(system.values.first??["steps"] == nil)
        #expect(
            harness.journal.entries == [
                "none application:handleWatchKitExtensionRequest:reply:",
                "weather application:handleWatchKitExtensionRequest:reply:",
                "steps application:handleWatchKitExtensionRequest:reply:",
            ])
        #expect(harness.records.first?.merged == "a reply with 1 entries")
    }

    @Test func aWatchRequestWithoutAServiceIsNotAdvertisedAndRepliesNilAtOnce() {
        let harness = AppEventsHarness { _ in [BystanderService()] }
        #expect(!harness.delegate.advertises("application:handleWatchKitExtensionRequest:reply:"))

        let system = SystemCompletionProbe<[AnyHashable: Any]?>()
        harness.delegate.host.application(
            harness.application, handleWatchKitExtensionRequest: nil, reply: system.handler)
        #expect(system.values.map { $0 == nil } == [true])
    }

    @Test func aSilentWatchServiceIsNamedAndTheSystemGetsTheRepliesSoFarAtTheWatchDeadline() async {
        let harness = AppEventsHarness { journal in
            [HoldingWatchRequestProbe("slow", journal, .hold), WatchRequestProbe("fast", journal, .answer(["ok": 1]))]
        }
        let system = SystemCompletionProbe<[AnyHashable: Any]?>()

        harness.delegate.application(harness.application, handleWatchKitExtensionRequest: nil, reply: system.handler)
        let answered = await harness.passDeadline(appEventsDeadlines.watchKitExtensionRequest) {
            system.callCount > 0
        }

        #expect(answered.before == false)
        #expect(answered.at == true)
        #expect(system.values.first??["ok"] as? Int == 1)
        #expect(harness.warnings(containing: "HoldingWatchRequestProbe did not call").count == 1)
    }

    @Test func doubleAndLateWatchRepliesAreNamedAndIgnored() async {
        let late = HoldingWatchRequestProbe("late", AppEventsJournal(), .hold)
        let harness = AppEventsHarness { journal in [WatchRequestProbe("twice", journal, .answerTwice(nil)), late] }
        let system = SystemCompletionProbe<[AnyHashable: Any]?>()

        harness.delegate.application(harness.application, handleWatchKitExtensionRequest: nil, reply: system.handler)
        _ = await harness.passDeadline(appEventsDeadlines.watchKitExtensionRequest) { system.callCount > 0 }
        late.release(["late": true])

        #expect(system.values.map { $0 == nil } == [true])
        #expect(harness.warnings(containing: "WatchRequestProbe called its completion handler").count == 1)
        #expect(harness.warnings(containing: "HoldingWatchRequestProbe answered").count == 1)
    }

    @Test func healthAuthorizationRequestsReachEveryAdoptingServiceInOrder() {
        let harness = AppEventsHarness { journal in
            [
                HealthAuthorizationProbe("health", journal), BystanderService(),
                HealthAuthorizationProbe("fitness", journal),
            ]
        }
        #expect(harness.delegate.advertises("applicationShouldRequestHealthAuthorization:"))

        harness.delegate.applicationShouldRequestHealthAuthorization(harness.application)

        #expect(
            harness.journal.entries == [
                "health applicationShouldRequestHealthAuthorization:",
                "fitness applicationShouldRequestHealthAuthorization:",
            ])
        #expect(
            harness.records == [
                DispatchRecord(
                    selector: "applicationShouldRequestHealthAuthorization:",
                    services: ["HealthAuthorizationProbe", "HealthAuthorizationProbe"])
            ])
    }
}
