import Foundation
import Testing
import UIKitHeadless

/// The headless system delivers only what the delegate says it implements, with UIKit's fallbacks.
@MainActor
@Suite struct DeliveryRulesTests {
    let center = NotificationCenter()

    @Test func theDeprecatedRemoteNotificationVariantIsUsedOnlyWhenTheFetchVariantIsAbsent() throws {
        let both = RecordingApplicationDelegate()
        let bothSystem = HeadlessSystem(delegate: both, notificationCenter: center)
        try bothSystem.launch()
        #expect(bothSystem.deliverRemoteNotification(["k": 1]) != nil)
        #expect(both.calls.last == "remote fetch")

        let deprecatedOnly = RecordingApplicationDelegate(handling: ["application:didReceiveRemoteNotification:"])
        let deprecatedSystem = HeadlessSystem(delegate: deprecatedOnly, notificationCenter: center)
        try deprecatedSystem.launch()
        #expect(deprecatedSystem.deliverRemoteNotification(["k": 1]) == nil)
        #expect(deprecatedOnly.calls == ["remote deprecated"])
    }

    @Test func anUnimplementedMethodIsNotCalled() throws {
        let delegate = RecordingApplicationDelegate(handling: [])
        let system = HeadlessSystem(delegate: delegate, notificationCenter: center)
        try system.launch()
        #expect(system.openURL(try #require(URL(string: "demo://a"))) == nil)
        #expect(delegate.calls.isEmpty)
        #expect(system.log == [.notification(UIApplication.didFinishLaunchingNotification)])
    }

    @Test func orientationsComeFromTheDelegateOrElseFromTheInfoPlistAndMayNotBeEmpty() throws {
        let answering = RecordingApplicationDelegate()
        answering.orientations = .landscape
        #expect(
            try HeadlessSystem(delegate: answering, notificationCenter: center).supportedInterfaceOrientations()
                == .landscape)

        let silent = RecordingApplicationDelegate(handling: [])
        let system = HeadlessSystem(
            delegate: silent, options: .init(supportedInterfaceOrientations: .portrait), notificationCenter: center)
        #expect(try system.supportedInterfaceOrientations() == .portrait)

        answering.orientations = []
        let error = #expect(throws: HeadlessTransitionError.self) {
            try HeadlessSystem(delegate: answering, notificationCenter: center).supportedInterfaceOrientations()
        }
        #expect(error?.code == .invalidAnswer)
    }

    @Test func extensionPointsAreAllowedWhenTheDelegateDoesNotAnswer() {
        let system = HeadlessSystem(delegate: RecordingApplicationDelegate(handling: []), notificationCenter: center)
        #expect(system.shouldAllowExtensionPoint(.keyboard))
    }

    @Test func aDeviceTokenWithoutARegistrationRequestIsRefused() throws {
        let system = HeadlessSystem(delegate: RecordingApplicationDelegate(), notificationCenter: center)
        try system.launch()
        let error = #expect(throws: HeadlessTransitionError.self) {
            try system.completeRemoteNotificationRegistration(deviceToken: Data([1, 2]))
        }
        #expect(error?.code == .notRequested)
        system.application.registerForRemoteNotifications()
        try system.completeRemoteNotificationRegistration(deviceToken: Data([1, 2]))
        #expect(system.application.isRegisteredForRemoteNotifications)
    }

    @Test func backgroundFetchWakesASuspendedAppAndIsRefusedInTheForeground() throws {
        let system = HeadlessSystem(delegate: RecordingApplicationDelegate(), notificationCenter: center)
        try system.launch()
        #expect(throws: HeadlessTransitionError.self) { try system.performBackgroundFetch() }
        try system.enterBackground()
        try system.suspend()
        let completion = try system.performBackgroundFetch()
        #expect(system.state == .background)
        #expect(completion?.callCount == 1, "the default implementation answers at once")
        #expect(completion?.firstValue == .noData)
    }

    @Test func theNotificationCenterHoldsItsDelegateWeaklyAndPresentsNothingWithoutOne() throws {
        let system = HeadlessSystem(delegate: RecordingApplicationDelegate(), notificationCenter: center)
        do {
            let delegate = PresentingDelegate()
            UNUserNotificationCenter.current().delegate = delegate
            #expect(UNUserNotificationCenter.current().delegate != nil)
        }
        #expect(UNUserNotificationCenter.current().delegate == nil)
        let content = UNMutableNotificationContent()
        content.title = "Hello"
        let notification = UNNotification(
            request: UNNotificationRequest(identifier: "n1", content: content, trigger: nil))
        #expect(system.presentNotification(notification) == nil)
    }
}

private final class PresentingDelegate: NSObject, UNUserNotificationCenterDelegate {}
