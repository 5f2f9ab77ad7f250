import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// One test per `UNUserNotificationCenterDelegate` row of the merge-rule table, driven through the
/// headless system and the ``ServicesNotificationCenterDelegate`` that launching installed.
@MainActor
@Suite struct NotificationCenterDispatchTests {
    let journal = CallLog()
    let clock = ManualClock()
    let logs = InMemoryLogCapture()

    @Test(
        arguments: [("chat.1", [.banner, .list, .sound]), ("news.1", .sound)]
            as [(String, UNNotificationPresentationOptions)])
    func presentationOptionsAreTheUnionOfTheAnswers(
        identifier: String, expected: UNNotificationPresentationOptions
    ) async throws {
        let stage = try NotificationStage([ChatBannerPresenter("chat", journal), AsyncSoundPresenter("sound", journal)])
        let completion = try #require(stage.system.presentNotification(makeNotification(identifier)))
        #expect(await completion.value == expected)
        #expect(completion.callCount == 1)
        #expect(journal.entries == ["chat willPresent \(identifier)", "sound willPresent \(identifier)"])
    }

    @Test func presentationWithoutAnyServiceIsNotPresented() throws {
        let stage = try NotificationStage([InboxResponder("inbox", journal)])
        #expect(stage.system.presentNotification(makeNotification("chat.1")) == nil, "not advertised")
        var answers: [UNNotificationPresentationOptions] = []
        stage.appDelegate.host.userNotificationCenter(UNUserNotificationCenter(), willPresent: makeNotification("x")) {
            answers.append($0)
        }
        #expect(answers == [[]])
    }

    @Test func silentPresenterIsNamedAndTheNotificationPresentedWithTheOtherAnswersAfterFiveSeconds() async throws {
        let stalled = StalledPresenter("stalled", journal)
        let stage = try NotificationStage(
            [ChatBannerPresenter("chat", journal), stalled], clock: clock, logger: logs.logger)
        let completion = try #require(stage.system.presentNotification(makeNotification("chat.1")))
        #expect(completion.callCount == 0)
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .seconds(5))
        #expect(await completion.value == [.banner, .list])
        #expect(
            logs.messages == [
                "StalledPresenter did not call its completion handler for "
                    + "userNotificationCenter:willPresentNotification:withCompletionHandler: within 5.0 seconds; "
                    + "answering the system without it"
            ])
        stalled.completion?(.sound)
        #expect(completion.values == [[.banner, .list]])
        #expect(logs.messages.last?.hasPrefix("StalledPresenter answered") == true)
    }

    @Test func repeatedPresentationAnswerIsNamedAndIgnored() throws {
        let stalled = StalledPresenter("stalled", journal)
        let stage = try NotificationStage([stalled], clock: clock, logger: logs.logger)
        let completion = try #require(stage.system.presentNotification(makeNotification("chat.1")))
        stalled.completion?(.banner)
        stalled.completion?(.sound)
        #expect(completion.values == [.banner])
        #expect(logs.messages.count == 1)
        #expect(logs.messages.first?.contains("StalledPresenter called its completion handler") == true)
        #expect(logs.messages.first?.contains("the repeated answer [sound] was ignored") == true)
    }

    @Test func responseCompletesOnceEveryServiceHasCompleted() async throws {
        let stalled = StalledResponder("stalled", journal)
        let stage = try NotificationStage([
            InboxResponder("inbox", journal), AsyncReadReceiptResponder("receipt", journal), stalled,
        ])
        let response = UNNotificationResponse(notification: makeNotification("chat.1"))
        let completion = try #require(stage.system.respondToNotification(response))
        for _ in 0..<10 { await Task.yield() }
        #expect(completion.callCount == 0, "the stalled service has not completed")
        stalled.completion?()
        #expect(await completion.value)
        #expect(completion.callCount == 1)
        let action = UNNotificationDefaultActionIdentifier
        #expect(
            Set(journal.entries) == [
                "inbox didReceive \(action)", "receipt didReceive \(action)", "stalled didReceive \(action)",
            ])
    }

    @Test func silentResponderIsNamedAndTheSystemToldAtTheDeadline() async throws {
        let stage = try NotificationStage([StalledResponder("stalled", journal)], clock: clock, logger: logs.logger)
        let response = UNNotificationResponse(notification: makeNotification("chat.1"))
        let completion = try #require(stage.system.respondToNotification(response))
        await clock.waitForSleepers(count: 1)
        clock.advance(by: DispatchDeadlines.default.notificationResponse)
        #expect(await completion.value)
        #expect(logs.messages.first?.hasPrefix("StalledResponder did not call its completion handler") == true)
    }

    @Test func responseWithoutAnyServiceCompletesAtOnce() throws {
        let stage = try NotificationStage([ChatBannerPresenter("chat", journal)])
        let response = UNNotificationResponse(notification: makeNotification("chat.1"))
        #expect(stage.system.respondToNotification(response) == nil, "not advertised")
        var completions = 0
        stage.appDelegate.host.userNotificationCenter(UNUserNotificationCenter(), didReceive: response) {
            completions += 1
        }
        #expect(completions == 1)
    }

    @Test func openSettingsTellsEverySettingsServiceInOrder() throws {
        let stage = try NotificationStage([
            NotificationSettingsRecorder("privacy", journal), NotificationSettingsRecorder("digest", journal),
        ])
        #expect(stage.system.openNotificationSettings(for: nil))
        #expect(stage.system.openNotificationSettings(for: makeNotification("news.1")))
        #expect(
            journal.entries == [
                "privacy openSettings from Settings", "digest openSettings from Settings",
                "privacy openSettings news.1", "digest openSettings news.1",
            ])
    }
}
