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

/// A push service that sets itself as the notification center's delegate, as SDKs and tutorials do.
///
/// The other notification services must keep being called, and the culprit named.
@MainActor
@Suite struct NotificationDelegateTakeoverTests {
    final class PushSetup: NSObject, DidFinishLaunchingService, UNUserNotificationCenterDelegate {
        var presented: [String] = []

        override init() {
            DeclaredMethods.declare(.didFinishLaunching, .willPresentNotification, of: PushSetup.self)
            super.init()
        }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            UNUserNotificationCenter.current().delegate = self
            return true
        }
        nonisolated func userNotificationCenter(
            _ center: UNUserNotificationCenter,
            willPresent notification: UNNotification,
            withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
        ) {
            let identifier = notification.request.identifier
            MainActor.assumeIsolated { presented.append(identifier) }
            completionHandler([.sound])
        }
    }

    final class Inbox: NotificationPresentationService {
        var presented: [String] = []
        func userNotificationCenter(
            _ center: UNUserNotificationCenter,
            willPresent notification: UNNotification,
            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
        ) {
            presented.append(notification.request.identifier)
            completionHandler([.banner])
        }
    }

    @Test func aServiceThatTakesTheDelegateIsNamedAndEveryNotificationServiceIsStillCalled() throws {
        let push = PushSetup()
        let inbox = Inbox()
        let driver = HeadlessAppDriver(services: [push, inbox])
        try driver.coldLaunch()

        let installed = try #require(driver.appDelegate.notificationCenterDelegate)
        #expect(driver.system.userNotificationCenter.delegate === installed)
        #expect(driver.warnings.count == 1)
        #expect(
            driver.warnings.first?.hasPrefix("PushSetup replaced the notification center's delegate with PushSetup")
                == true)

        let presented = try #require(driver.system.presentNotification(Self.notification("n1")))
        #expect(inbox.presented == ["n1"])
        #expect(push.presented == ["n1"], "the replaced delegate still receives its callbacks")
        #expect(presented.values == [[.banner, .sound]])
    }

    @Test func aDelegateRegisteredAsAServiceIsForwardedToWithoutAWarning() throws {
        let sdkDelegate = PushSetup()
        let inbox = Inbox()
        let driver = HeadlessAppDriver(services: [NotificationCenterDelegateService(wrapping: sdkDelegate), inbox])
        try driver.coldLaunch()
        let presented = try #require(driver.system.presentNotification(Self.notification("n2")))
        #expect(sdkDelegate.presented == ["n2"] && inbox.presented == ["n2"])
        #expect(presented.values == [[.banner, .sound]])
        #expect(driver.warnings.isEmpty)
    }

    /// A notification manager as WordPress and Home Assistant write it.
    ///
    /// A registered notification service that also makes itself the center's delegate.
    /// Its conformance to `UNUserNotificationCenterDelegate` is isolated to the main actor (below), as the
    /// service is: Swift 6 refuses a plain one ("crosses into main actor-isolated code").
    final class NotificationManager: NSObject, DidFinishLaunchingService, NotificationPresentationService {
        var presented: [String] = []
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            UNUserNotificationCenter.current().delegate = self
            return true
        }
        func userNotificationCenter(
            _ center: UNUserNotificationCenter,
            willPresent notification: UNNotification,
            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
        ) {
            presented.append(notification.request.identifier)
            completionHandler([.list])
        }
    }

    @Test func aRegisteredServiceThatMakesItselfTheDelegateIsCalledOnceAndNotWrapped() throws {
        let manager = NotificationManager()
        let driver = HeadlessAppDriver(services: [manager])
        try driver.coldLaunch()

        #expect(driver.system.userNotificationCenter.delegate === driver.appDelegate.notificationCenterDelegate)
        #expect(!driver.appDelegate.host.services.contains { $0 is NotificationCenterDelegateService })
        #expect(driver.warnings.isEmpty)
        let presented = try #require(driver.system.presentNotification(Self.notification("n3")))
        #expect(manager.presented == ["n3"], "each notification reaches the service once")
        #expect(presented.values == [[.list]])
    }

    static func notification(_ identifier: String) -> UNNotification {
        UNNotification(
            request: UNNotificationRequest(identifier: identifier, content: UNNotificationContent(), trigger: nil))
    }
}

extension NotificationDelegateTakeoverTests.NotificationManager: @MainActor UNUserNotificationCenterDelegate {}
