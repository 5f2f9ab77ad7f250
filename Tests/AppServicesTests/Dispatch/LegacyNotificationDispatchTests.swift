import Testing

@testable import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// One of the four deprecated notification-action callbacks and how to deliver it.
struct NotificationActionCallback: Sendable, CustomTestStringConvertible {
    var selector: String
    var deliver: @MainActor @Sendable (TestAppDelegate, UIApplication, @escaping () -> Void) -> Void

    var testDescription: String { selector }

    static let all: [NotificationActionCallback] = [
        NotificationActionCallback(
            selector: "application:handleActionWithIdentifier:forLocalNotification:completionHandler:"
        ) { delegate, application, completion in
            delegate.application(
                application, handleActionWithIdentifier: "reply", for: UILocalNotification(),
                completionHandler: completion)
        },
        NotificationActionCallback(
            selector: "application:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:"
        ) { delegate, application, completion in
            delegate.application(
                application, handleActionWithIdentifier: "reply", forRemoteNotification: ["id": 1],
                withResponseInfo: ["text": "hi"], completionHandler: completion)
        },
        NotificationActionCallback(
            selector: "application:handleActionWithIdentifier:forRemoteNotification:completionHandler:"
        ) { delegate, application, completion in
            delegate.application(
                application, handleActionWithIdentifier: "reply", forRemoteNotification: ["id": 1],
                completionHandler: completion)
        },
        NotificationActionCallback(
            selector: "application:handleActionWithIdentifier:forLocalNotification:withResponseInfo:completionHandler:"
        ) { delegate, application, completion in
            delegate.application(
                application, handleActionWithIdentifier: "reply", for: UILocalNotification(),
                withResponseInfo: ["text": "hi"], completionHandler: completion)
        },
    ]
}

/// Notification callbacks from before UserNotifications: broadcasts, and actions answered once.
@MainActor
@Suite struct LegacyNotificationDispatchTests {
    @Test func notificationSettingsReachEveryAdoptingServiceInOrder() {
        let harness = AppEventsHarness { journal in
            [UserNotificationSettingsProbe("badges", journal), UserNotificationSettingsProbe("alerts", journal)]
        }
        #expect(harness.delegate.advertises("application:didRegisterUserNotificationSettings:"))

        harness.delegate.application(harness.application, didRegister: UIUserNotificationSettings())

        #expect(
            harness.journal.entries == [
                "badges application:didRegisterUserNotificationSettings:",
                "alerts application:didRegisterUserNotificationSettings:",
            ])
    }

    @Test func aLocalNotificationReachesEveryAdoptingServiceInOrder() {
        let harness = AppEventsHarness { journal in
            [
                LocalNotificationProbe("reminders", journal), BystanderService(),
                LocalNotificationProbe("timers", journal),
            ]
        }
        #expect(harness.delegate.advertises("application:didReceiveLocalNotification:"))
        let notification = UILocalNotification()
        notification.alertBody = "Stand up"

        harness.delegate.application(harness.application, didReceive: notification)

        #expect(
            harness.journal.entries == [
                "reminders application:didReceiveLocalNotification: Stand up",
                "timers application:didReceiveLocalNotification: Stand up",
            ])
        #expect(harness.records.map(\.services) == [["LocalNotificationProbe", "LocalNotificationProbe"]])
    }

    @Test(arguments: NotificationActionCallback.all)
    func everyActionServiceIsAskedAndTheSystemCompletesOnceAfterTheLast(_ callback: NotificationActionCallback) {
        let slow = HoldingNotificationActionProbe("slow", AppEventsJournal(), .hold)
        let quick = NotificationActionProbe("quick", AppEventsJournal(), .answer(()))
        let harness = AppEventsHarness { _ in [quick, BystanderService(), slow] }
        #expect(harness.delegate.advertises(callback.selector))
        let system = SystemCompletionProbe<Void>()

        callback.deliver(harness.delegate, harness.application) { system.handler(()) }

        #expect(quick.identifiers == ["reply"])
        #expect(slow.identifiers == ["reply"])
        #expect(quick.journal.entries == ["quick \(callback.selector)"])
        #expect(system.callCount == 0)
        slow.release(())
        #expect(system.callCount == 1)
        #expect(
            harness.records == [
                DispatchRecord(
                    selector: callback.selector,
                    services: ["NotificationActionProbe", "HoldingNotificationActionProbe"],
                    merged: "completed")
            ])
    }

    @Test(arguments: NotificationActionCallback.all)
    func aSilentActionServiceIsNamedAndTheSystemCompletesAtTheActionDeadline(
        _ callback: NotificationActionCallback
    ) async {
        let harness = AppEventsHarness { journal in [HoldingNotificationActionProbe("slow", journal, .hold)] }
        let system = SystemCompletionProbe<Void>()

        callback.deliver(harness.delegate, harness.application) { system.handler(()) }
        let answered = await harness.passDeadline(appEventsDeadlines.notificationAction) { system.callCount > 0 }

        #expect(answered.before == false)
        #expect(answered.at == true)
        #expect(system.callCount == 1)
        #expect(
            harness.warnings(
                containing:
                    "HoldingNotificationActionProbe did not call its completion handler for \(callback.selector)"
            )
            .count == 1)
    }

    @Test(arguments: NotificationActionCallback.all)
    func withoutAnActionServiceTheCallbackIsNotAdvertisedAndTheHostCompletesAtOnce(
        _ callback: NotificationActionCallback
    ) {
        let harness = AppEventsHarness { _ in [BystanderService()] }
        #expect(!harness.delegate.advertises(callback.selector))
        let system = SystemCompletionProbe<Void>()

        callback.deliver(harness.delegate, harness.application) { system.handler(()) }

        #expect(system.callCount == 1)
    }

    @Test func doubleAndLateActionCompletionsAreNamedAndIgnored() async throws {
        let callback = try #require(NotificationActionCallback.all.first)
        let late = HoldingNotificationActionProbe("late", AppEventsJournal(), .hold)
        let harness = AppEventsHarness { journal in [NotificationActionProbe("twice", journal, .answerTwice(())), late]
        }
        let system = SystemCompletionProbe<Void>()

        callback.deliver(harness.delegate, harness.application) { system.handler(()) }
        _ = await harness.passDeadline(appEventsDeadlines.notificationAction) { system.callCount > 0 }
        late.release(())

        #expect(system.callCount == 1)
        #expect(harness.warnings(containing: "NotificationActionProbe called its completion handler").count == 1)
        #expect(harness.warnings(containing: "HoldingNotificationActionProbe answered").count == 1)
    }
}
