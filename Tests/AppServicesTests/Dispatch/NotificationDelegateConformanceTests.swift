import AppServices
import AppServicesTesting
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

/// Issue 28.12 and 28.13: a service that also conforms to `UNUserNotificationCenterDelegate`, as code moved out of
/// a real app delegate does, compiles on the replica as it does against the iOS SDK (Swift 6 mode), and is called
/// once per notification.
@MainActor
@Suite struct NotificationDelegateConformanceTests {
    /// Implements the response callback with a completion handler and makes itself the center's delegate: the
    /// conformance is isolated to the main actor, as the service is (`@MainActor UNUserNotificationCenterDelegate`).
    final class Responder: NSObject, DidFinishLaunchingService, NotificationResponseService {
        var responses: [String] = []
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            UNUserNotificationCenter.current().delegate = self
            return true
        }
        func userNotificationCenter(
            _ center: UNUserNotificationCenter,
            didReceive response: UNNotificationResponse,
            withCompletionHandler completionHandler: @escaping () -> Void
        ) {
            responses.append(response.notification.request.identifier)
            completionHandler()
        }
    }

    @Test func aResponseServiceThatIsAlsoTheCentersDelegateIsCalledOnce() throws {
        let responder = Responder()
        let driver = HeadlessAppDriver(services: [responder])
        try driver.coldLaunch()
        #expect(driver.system.userNotificationCenter.delegate === driver.appDelegate.notificationCenterDelegate)
        _ = driver.system.respondToNotification(
            UNNotificationResponse(
                notification: NotificationDelegateTakeoverTests.notification("r1"),
                actionIdentifier: UNNotificationDefaultActionIdentifier))
        #expect(responder.responses == ["r1"])
        #expect(driver.warnings.isEmpty)
    }

    @Test func anAsyncServiceThatIsAlsoADelegateConformsOnTheReplicaAndAnswersOnce() async throws {
        let responder = AsyncResponder()
        let driver = HeadlessAppDriver(services: [responder])
        try driver.coldLaunch()
        let completion = try #require(
            driver.system.respondToNotification(
                UNNotificationResponse(notification: NotificationDelegateTakeoverTests.notification("r2"))))
        _ = await completion.value
        #expect(responder.responses == ["r2"])
    }
}

extension NotificationDelegateConformanceTests.Responder: @MainActor UNUserNotificationCenterDelegate {}

/// An `async` response service that is also the center's delegate: on the replica, the delegate's defaults and
/// the library's bridge used to both match (issue 28.13).
final class AsyncResponder: NSObject, AsyncNotificationResponseService, AsyncNotificationPresentationService {
    var responses: [String] = []
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse)
        async
    {
        responses.append(response.notification.request.identifier)
    }
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    {
        [.banner]
    }
}

extension AsyncResponder: @MainActor UNUserNotificationCenterDelegate {}
