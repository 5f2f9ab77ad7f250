import AppServices
import Foundation
import SwizzlerModels
import Testing
import UIKitHeadless

/// SDKs that exchange implementations in place (the models of OneSignal v5 and Airship, from their public
/// source): the method they exchange is the library's own, so only the implementations recorded when the class
/// was set up tell the library that someone else's code now runs there.
@MainActor
@Suite struct InPlaceSwizzlerModelTests {
    /// Asks only how to present notifications: the library's notification-center delegate does not advertise the
    /// response callback.
    final class PresentationOnly: NotificationPresentationService {
        var presented = 0
        func userNotificationCenter(
            _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
        ) {
            presented += 1
            completionHandler([.list])
        }
    }

    final class PresentationOnlyApp: ServicesAppDelegate {
        let presentation = PresentationOnly()
        override var services: [any ApplicationService] { [presentation] }
    }

    /// OneSignal exchanges `ServicesAppDelegate`'s own APNs methods in its `setDelegate:` swizzle; with no service
    /// adopting them, the library still answers YES, so OneSignal receives the token and silent pushes.
    @Test(arguments: FirebaseProxyModelTests.answerPolicies)
    func oneSignalReceivesTheTokenAndPushesWhenNoServiceAdoptsThem(cachingAnswers: Bool) throws {
        let oneSignal = OneSignalModel()
        let system = HeadlessSystem(
            makeDelegate: {
                oneSignal.load()
                return SubclassApp(adopting: false)
            }, notificationCenter: { _ in NotificationCenter() })
        system.cachesDelegateAnswers = cachingAnswers

        let run = try SwizzledRun.deliverAll(system)

        #expect(oneSignal.sdk.received == [SwizzledSelector.didRegister, SwizzledSelector.remoteNotification])
        #expect(run.remoteNotification?.values == [.noData])
    }

    /// For each way an app holds its services, OneSignal (loaded while the delegate is created, as at `+load`) and
    /// the adopting service each receive the token, the remote notification and the notification callbacks once;
    /// the service also the URL and the activity, which OneSignal does not take.
    @Test(arguments: AppRoute.allCases, FirebaseProxyModelTests.answerPolicies)
    func oneSignalAndTheAdoptingServiceEachReceiveEveryCallbackOnce(route: AppRoute, cachingAnswers: Bool) throws {
        let oneSignal = OneSignalModel()
        var journal: PushJournal?
        let system = HeadlessSystem(
            makeDelegate: {
                oneSignal.load()
                let made = route.makeDelegate()
                journal = made.journal
                return made.delegate
            }, notificationCenter: { _ in NotificationCenter() })
        system.cachesDelegateAnswers = cachingAnswers

        let run = try SwizzledRun.deliverAll(system)

        #expect(
            oneSignal.sdk.received == [
                SwizzledSelector.didRegister, SwizzledSelector.remoteNotification, SwizzledSelector.willPresent,
                SwizzledSelector.didReceiveResponse,
            ])
        #expect(journal?.received == ["token", "remote", "url", "activity", "present", "response"])
        #expect(run.remoteNotification?.values == [.newData])
        #expect(run.response?.callCount == 1)
        // OneSignal calls the presentation handler again after the library's answer, by design ("iOS only uses
        // the first call"); the first answer is the services'.
        #expect(run.presentation?.firstValue == [.banner])
    }

    /// For each way an app holds its services, Airship and the adopting service each receive the presentation and
    /// the response once, and each completion is called once.
    @Test(arguments: AppRoute.allCases)
    func airshipAndTheAdoptingServiceEachReceiveEveryNotificationOnce(route: AppRoute) throws {
        let (delegate, journal) = route.makeDelegate()
        let system = HeadlessSystem(delegate: delegate, notificationCenter: NotificationCenter())
        let airship = AirshipNotificationCenterModel()
        airship.takeOff()

        let run = try SwizzledRun.deliverAll(system)

        #expect(airship.sdk.received == [SwizzledSelector.willPresent, SwizzledSelector.didReceiveResponse])
        #expect(journal.received == ["token", "remote", "url", "activity", "present", "response"])
        #expect(run.presentation?.values == [.banner])
        #expect(run.response?.callCount == 1)
        #expect(run.remoteNotification?.values == [.newData])
    }

    /// Airship swaps the response callback in place on the library's notification-center delegate although no
    /// service adopts it; the library then advertises it, so Airship sees the response, and the completion is
    /// called once.
    @Test func airshipReceivesResponsesTheServicesDoNotAdopt() throws {
        let app = PresentationOnlyApp()
        let system = HeadlessSystem(delegate: app, notificationCenter: NotificationCenter())
        let airship = AirshipNotificationCenterModel()
        airship.takeOff()
        try system.launch()
        let request = UNNotificationRequest(identifier: "sale", content: UNNotificationContent(), trigger: nil)
        let notification = UNNotification(request: request)

        let presentation = system.presentNotification(notification)
        let response = system.respondToNotification(UNNotificationResponse(notification: notification))

        #expect(airship.sdk.received == [SwizzledSelector.willPresent, SwizzledSelector.didReceiveResponse])
        #expect(app.presentation.presented == 1)
        #expect(presentation?.values == [.list])
        #expect(response?.callCount == 1)
    }
}
