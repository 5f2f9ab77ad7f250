import AppServices
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Quick actions of an app without scenes: every service is asked, and the answer is `true` if any says so.
@MainActor
@Suite struct QuickActionDispatchTests {
    let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "New Message")

    nonisolated static let orCases: [([Bool], Bool)] = [
        ([false, true, false], true),
        ([true, true], true),
        ([false, false], false),
    ]

    @Test(arguments: orCases)
    func everyServiceIsAskedAndTheAnswerIsTrueIfAnyPerformedTheAction(_ answers: [Bool], _ expected: Bool) {
        let harness = AppEventsHarness { journal in
            answers.enumerated().map { ShortcutProbe("shortcut\($0.offset)", journal, .answer($0.element)) }
        }
        let system = SystemCompletionProbe<Bool>()

        harness.delegate.application(harness.application, performActionFor: item, completionHandler: system.handler)

        #expect(system.values == [expected])
        #expect(
            harness.journal.entries
                == answers.indices.map { "shortcut\($0) application:performActionForShortcutItem:completionHandler:" })
    }

    @Test func asyncServicesAnswerThroughTheirReturnValueAndTheSystemHearsOnce() async throws {
        let harness = AppEventsHarness { journal in
            [AsyncShortcutProbe("search", journal), AsyncShortcutProbe("compose", journal)]
        }
        try harness.system.launch()

        let completion = try #require(harness.system.performShortcut(item))
        #expect(completion.callCount == 0)
        await settle { completion.callCount > 0 }

        #expect(completion.values == [true])
        #expect(harness.journal.entries == ["search performed compose", "compose performed compose"])
    }

    @Test func withoutAServiceTheActionIsNotAdvertisedAndTheHostAnswersFalseAtOnce() throws {
        let harness = AppEventsHarness { _ in [BystanderService()] }
        #expect(!harness.delegate.advertises("application:performActionForShortcutItem:completionHandler:"))
        try harness.system.launch()
        #expect(harness.system.performShortcut(item) == nil)

        let system = SystemCompletionProbe<Bool>()
        harness.delegate.host.application(
            harness.application, performActionFor: item, completionHandler: system.handler)
        #expect(system.values == [false])
    }

    @Test func aSilentServiceIsNamedAndTheSystemHearsTheAnswersSoFarAtTheShortcutDeadline() async {
        let harness = AppEventsHarness { journal in
            [ShortcutProbe("compose", journal, .answer(true)), HoldingShortcutProbe("slow", journal, .hold)]
        }
        let system = SystemCompletionProbe<Bool>()

        harness.delegate.application(harness.application, performActionFor: item, completionHandler: system.handler)
        let answered = await harness.passDeadline(appEventsDeadlines.shortcutItem) { system.callCount > 0 }

        #expect(answered.before == false)
        #expect(answered.at == true)
        #expect(system.values == [true])
        #expect(harness.warnings(containing: "HoldingShortcutProbe did not call").count == 1)
    }

    @Test func doubleAndLateAnswersAreNamedAndIgnored() async {
        let late = HoldingShortcutProbe("late", AppEventsJournal(), .hold)
        let harness = AppEventsHarness { journal in [ShortcutProbe("twice", journal, .answerTwice(false)), late] }
        let system = SystemCompletionProbe<Bool>()

        harness.delegate.application(harness.application, performActionFor: item, completionHandler: system.handler)
        _ = await harness.passDeadline(appEventsDeadlines.shortcutItem) { system.callCount > 0 }
        late.release(true)

        #expect(system.values == [false])
        #expect(harness.warnings(containing: "ShortcutProbe called its completion handler").count == 1)
        #expect(harness.warnings(containing: "HoldingShortcutProbe answered").count == 1)
    }
}
