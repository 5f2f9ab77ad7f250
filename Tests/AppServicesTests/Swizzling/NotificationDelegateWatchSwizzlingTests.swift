import AppServices
import Foundation
import SwizzlerModels
import Testing
import UIKitHeadless

/// The library's notification-delegate watch beside Firebase Messaging's notification-center proxy (a model from
/// its public source), which swizzles whatever delegate the center is given, for the callbacks it implements at
/// that moment.
@MainActor
@Suite struct NotificationDelegateWatchSwizzlingTests {
    /// An SDK's delegate that handles notification responses only.
    @MainActor
    final class ResponseDelegate: NSObject, @MainActor UNUserNotificationCenterDelegate, HeadlessSelectorResponding {
        var responses = 0
        nonisolated func responds(to aSelector: Selector!) -> Bool {
            NSStringFromSelector(aSelector) == SwizzledSelector.didReceiveResponse
        }
        func userNotificationCenter(
            _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
            withCompletionHandler completionHandler: @escaping @Sendable () -> Void
        ) {
            responses += 1
            completionHandler()
        }
    }

    /// Sets its SDK's delegate as the center's delegate while launching, as push tutorials do.
    final class PushSetup: DidFinishLaunchingService {
        let delegate = ResponseDelegate()
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            UNUserNotificationCenter.current().delegate = delegate
            return true
        }
    }

    final class App: ServicesAppDelegate {
        let setup = PushSetup()
        let presentation = InPlaceSwizzlerModelTests.PresentationOnly()
        override var services: [any ApplicationService] { [presentation, setup] }
    }

    /// The watch adds the wrapping service before it reinstalls the library's delegate, so Messaging, which
    /// swizzles at the reinstall, swizzles the response callback too, and sees every response.
    @Test func theWatchWrapsTheReplacementBeforeReinstallingSoMessagingSwizzlesItsCallbacks() throws {
        let app = App()
        let system = HeadlessSystem(delegate: app, notificationCenter: NotificationCenter())
        let messaging = FirebaseMessagingNotificationProxyModel()
        messaging.configure()
        try system.launch()
        let request = UNNotificationRequest(identifier: "chat", content: UNNotificationContent(), trigger: nil)

        let response = system.respondToNotification(
            UNNotificationResponse(notification: UNNotification(request: request)))

        #expect(system.userNotificationCenter.delegate === app.notificationCenterDelegate)
        #expect(messaging.swizzledSelectors.contains(SwizzledSelector.didReceiveResponse))
        #expect(messaging.messaging.received == [SwizzledSelector.didReceiveResponse])
        #expect(app.setup.delegate.responses == 1)
        #expect(response?.callCount == 1)
    }
}
