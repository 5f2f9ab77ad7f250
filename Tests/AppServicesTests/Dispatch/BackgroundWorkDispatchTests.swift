import AppServices
import AppServicesTesting
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Background fetch and background URL sessions: one completion per service, the system's exactly once.
@MainActor
@Suite struct BackgroundWorkDispatchTests {
    nonisolated static let fetchCases: [([UIBackgroundFetchResult], UIBackgroundFetchResult)] = [
        ([.noData, .failed, .newData], .newData),
        ([.newData, .noData], .newData),
        ([.noData, .failed, .noData], .failed),
        ([.noData, .noData], .noData),
    ]

    @Test(arguments: fetchCases)
    func fetchAsksEveryServiceInOrderAndAnswersOnceWithTheBestResult(
        _ answers: [UIBackgroundFetchResult],
        _ expected: UIBackgroundFetchResult
    ) {
        let harness = AppEventsHarness { journal in
            answers.enumerated().map { FetchProbe("fetch\($0.offset)", journal, .answer($0.element)) }
                + [BystanderService()]
        }
        let system = SystemCompletionProbe<UIBackgroundFetchResult>()

        harness.delegate.application(harness.application, performFetchWithCompletionHandler: system.handler)

        #expect(system.values == [expected])
        #expect(
            harness.journal.entries
                == answers.indices.map { "fetch\($0) application:performFetchWithCompletionHandler:" })
        #expect(harness.records.first?.merged == "\(expected)")
    }

    @Test func fetchIsAdvertisedOnlyWhileAServiceAdoptsIt() throws {
        let without = AppEventsHarness { journal in [BystanderService(), ActivationProbe("active", journal)] }
        #expect(!without.delegate.advertises("application:performFetchWithCompletionHandler:"))
        try without.system.launch()
        try without.system.enterBackground()
        #expect(try without.system.performBackgroundFetch() == nil)
        #expect(!without.system.log.contains { $0.name == "application:performFetchWithCompletionHandler:" })

        let with = AppEventsHarness { journal in [FetchProbe("fetch", journal, .answer(.newData))] }
        #expect(with.delegate.advertises("application:performFetchWithCompletionHandler:"))
        try with.system.launch()
        try with.system.enterBackground()
        let completion = try #require(try with.system.performBackgroundFetch())
        #expect(completion.values == [.newData])
    }

    @Test func fetchWithoutAServiceAnswersAtOnceWithNoData() {
        let harness = AppEventsHarness { _ in [BystanderService()] }
        let system = SystemCompletionProbe<UIBackgroundFetchResult>()

        harness.delegate.host.application(harness.application, performFetchWithCompletionHandler: system.handler)

        #expect(system.values == [.noData])
        #expect(harness.clock.sleeperCount == 0)
    }

    @Test func aSilentFetchServiceIsNamedAndTheSystemIsAnsweredAtTheFetchDeadline() async {
        let harness = AppEventsHarness { journal in
            [FetchProbe("quick", journal, .answer(.failed)), HoldingFetchProbe("silent", journal, .hold)]
        }
        let system = SystemCompletionProbe<UIBackgroundFetchResult>()

        harness.delegate.application(harness.application, performFetchWithCompletionHandler: system.handler)
        let answered = await harness.passDeadline(appEventsDeadlines.backgroundFetch) { system.callCount > 0 }

        #expect(answered.before == false)
        #expect(answered.at == true)
        #expect(system.values == [.failed])
        let silent = harness.warnings(containing: "did not call its completion handler")
        #expect(silent.count == 1)
        #expect(silent.first?.hasPrefix("HoldingFetchProbe ") == true)
        #expect(silent.first?.contains("application:performFetchWithCompletionHandler:") == true)
    }

    @Test func doubleAndLateFetchAnswersAreNamedAndIgnored() async {
        let late = HoldingFetchProbe("late", AppEventsJournal(), .hold)
        let harness = AppEventsHarness { journal in
            [RepeatingFetchProbe("twice", journal, .answerTwice(.noData)), late]
        }
        let system = SystemCompletionProbe<UIBackgroundFetchResult>()

        harness.delegate.application(harness.application, performFetchWithCompletionHandler: system.handler)
        _ = await harness.passDeadline(appEventsDeadlines.backgroundFetch) { system.callCount > 0 }
        late.release(.newData)

        #expect(system.values == [.noData])
        let repeated = harness.warnings(containing: "more than once")
        #expect(repeated.count == 1)
        #expect(repeated.first?.hasPrefix("RepeatingFetchProbe ") == true)
        let afterDeadline = harness.warnings(containing: "after the")
        #expect(afterDeadline.count == 1)
        #expect(afterDeadline.first?.hasPrefix("HoldingFetchProbe ") == true)
        #expect(afterDeadline.first?.contains("newData was ignored") == true)
    }

    @Test func everySessionServiceIsOfferedTheIdentifierAndTheSystemCompletesAfterTheLast() async {
        let owner = SessionOwnerProbe("owner", AppEventsJournal(), .hold)
        let bystander = URLSessionProbe("other", AppEventsJournal(), .answer(()))
        let harness = AppEventsHarness { journal in [bystander, AsyncURLSessionProbe("async", journal), owner] }
        let system = SystemCompletionProbe<Void>()

        harness.delegate.application(
            harness.application, handleEventsForBackgroundURLSession: "uploads",
            completionHandler: { system.handler(()) }
        )
        await settle { harness.journal.entries.count == 1 }

        #expect(bystander.offeredIdentifiers == ["uploads"])
        #expect(owner.offeredIdentifiers == ["uploads"])
        #expect(harness.journal.entries == ["async finished uploads"])
        #expect(system.callCount == 0)
        owner.release(())
        #expect(system.callCount == 1)
        #expect(harness.records.map(\.services) == [["URLSessionProbe", "AsyncURLSessionProbe", "SessionOwnerProbe"]])
    }

    @Test func sessionEventsWithoutAServiceCompleteAtOnceAndAreNotAdvertised() {
        let harness = AppEventsHarness { _ in [BystanderService()] }
        #expect(!harness.delegate.advertises("application:handleEventsForBackgroundURLSession:completionHandler:"))
        #expect(harness.system.handleEventsForBackgroundURLSession("uploads") == nil)

        let system = SystemCompletionProbe<Void>()
        harness.delegate.host.application(
            harness.application, handleEventsForBackgroundURLSession: "uploads",
            completionHandler: { system.handler(()) }
        )
        #expect(system.callCount == 1)
    }

    @Test func aSilentSessionOwnerIsNamedAndTheSystemCompletesAtTheSessionDeadline() async throws {
        let harness = AppEventsHarness { journal in [SessionOwnerProbe("owner", journal, .hold)] }

        let completion = try #require(harness.system.handleEventsForBackgroundURLSession("uploads"))
        let answered = await harness.passDeadline(appEventsDeadlines.backgroundURLSession) { completion.callCount > 0 }

        #expect(answered.before == false)
        #expect(answered.at == true)
        #expect(completion.callCount == 1)
        #expect(harness.warnings(containing: "SessionOwnerProbe did not call").count == 1)
    }
}
