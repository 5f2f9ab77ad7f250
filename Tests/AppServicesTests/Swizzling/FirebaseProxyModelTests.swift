import AppServices
import Foundation
import Testing
import UIKitHeadless

/// Firebase's app-delegate proxy and its Messaging notification-center proxy, against the three ways an app holds
/// its services.
///
/// The proxy is the model of GoogleUtilities' `GULAppDelegateSwizzler`. The models come from the SDKs'
/// public source; they are models, not the SDKs: a device run with real Firebase is the final judge.
@MainActor
@Suite struct FirebaseProxyModelTests {
    /// Whether the replica asks `responds(to:)` once per delegate assignment, as UIKit is observed to, or at
    /// each delivery: UIKit's exact policy is not documented, so every prediction holds under both.
    nonisolated static let answerPolicies = [true, false]

    @Test(arguments: answerPolicies)
    func aUIKitSubclassAppAndFirebaseEachReceiveEveryCallbackOnce(cachingAnswers: Bool) throws {
        let app = SubclassApp()
        let system = HeadlessSystem(delegate: app, notificationCenter: NotificationCenter())
        system.cachesDelegateAnswers = cachingAnswers
        let firebase = GoogleUtilitiesAppDelegateProxyModel()
        let notifications = FirebaseMessagingNotificationProxyModel()

        let run = try SwizzledRun.deliverAll(system) {
            firebase.configure()
            notifications.configure()
        }

        #expect(firebase.messaging.received == [SwizzledSelector.didRegister, SwizzledSelector.remoteNotification])
        #expect(firebase.auth.count(of: SwizzledSelector.openURL) == 1)
        #expect(
            notifications.messaging.received == [SwizzledSelector.willPresent, SwizzledSelector.didReceiveResponse])
        #expect(app.journal.received == ["token", "remote", "url", "activity", "present", "response"])
        #expect(run.remoteNotification?.values == [.newData])
        #expect(run.urlHandled == true)
        #expect(run.activityHandled == true)
        #expect(run.presentation?.values == [.banner])
        #expect(run.response?.callCount == 1)
        #expect(firebase.completionFaults.isEmpty)
    }

    /// No service adopts the callbacks: the library's methods are still Firebase's originals, and it answers
    /// `responds(to:)` YES for those Firebase's subclass swizzled, so Firebase loses nothing; the completion the
    /// library is handed with no participant is called once, with `.noData`.
    @Test(arguments: answerPolicies)
    func aUIKitSubclassAppWithoutAdoptersStillGivesFirebaseTheTokenAndPushes(cachingAnswers: Bool) throws {
        let app = SubclassApp(adopting: false)
        let system = HeadlessSystem(delegate: app, notificationCenter: NotificationCenter())
        system.cachesDelegateAnswers = cachingAnswers
        let firebase = GoogleUtilitiesAppDelegateProxyModel()

        let run = try SwizzledRun.deliverAll(system) { firebase.configure() }

        #expect(firebase.messaging.received == [SwizzledSelector.didRegister, SwizzledSelector.remoteNotification])
        #expect(run.remoteNotification?.values == [.noData])
        #expect(firebase.completionFaults.isEmpty)
        // openURL:options: is added only if the delegate answered YES, and it did not: as for any app.
        #expect(firebase.auth.count(of: SwizzledSelector.openURL) == 0)
        #expect(run.urlHandled == nil)
        // continueUserActivity is added always: the library's method, with no service, says it did not handle it.
        #expect(run.activityHandled == false)
        #expect(app.journal.received.isEmpty)
    }

    @Test(arguments: answerPolicies)
    func anAppThatCannotSubclassKeepsItsHostAndFirebaseBothServed(cachingAnswers: Bool) throws {
        let app = OwnHostApp()
        let system = HeadlessSystem(delegate: app, notificationCenter: NotificationCenter())
        system.cachesDelegateAnswers = cachingAnswers
        let firebase = GoogleUtilitiesAppDelegateProxyModel()
        let notifications = FirebaseMessagingNotificationProxyModel()

        let run = try SwizzledRun.deliverAll(system) {
            firebase.configure()
            notifications.configure()
        }

        #expect(firebase.messaging.received == [SwizzledSelector.didRegister, SwizzledSelector.remoteNotification])
        #expect(firebase.auth.count(of: SwizzledSelector.openURL) == 1)
        #expect(
            notifications.messaging.received == [SwizzledSelector.willPresent, SwizzledSelector.didReceiveResponse])
        #expect(app.journal.received == ["token", "remote", "url", "activity", "present", "response"])
        #expect(run.remoteNotification?.values == [.newData])
        #expect(run.response?.callCount == 1)
        #expect(firebase.completionFaults.isEmpty)
    }

    /// Firebase configured while the delegate is being created loses its proxy for the process.
    ///
    /// `FirebaseApp.configure()` in a service's initializer runs while `UIApplication.shared.delegate` is still
    /// `nil`: the proxy gives up for the life of the process, so Firebase never gets the APNs token, even when the
    /// app configures it again later. The services are not affected.
    @Test func configuringFirebaseWhileTheDelegateIsCreatedLosesTheProxyForTheProcess() throws {
        let firebase = GoogleUtilitiesAppDelegateProxyModel()
        let system = HeadlessSystem(
            makeDelegate: { SubclassApp(duringCreation: { firebase.configure() }) },
            notificationCenter: { _ in NotificationCenter() })

        _ = try SwizzledRun.deliverAll(system) { firebase.configure() }

        #expect(firebase.notices.count == 1)
        #expect(firebase.messaging.received.isEmpty)
        #expect((system.application.delegate as? SubclassApp)?.journal.count("token") == 1)
    }

    /// SwiftUI's delegate (a model: SwiftUI is closed source) reaches the adaptor's delegate only by forwarding,
    /// which Firebase's class lookup cannot see; the library gives SwiftUI's delegate class real methods for the
    /// callbacks its services handle, in `willFinishLaunching`, so Firebase configured in a launch task calls them.
    @Test(arguments: answerPolicies)
    func aSwiftUIAdaptorAppsServicesAndFirebaseEachReceiveEveryCallbackOnce(cachingAnswers: Bool) throws {
        let swiftUI = SwiftUIDelegateModel(adapted: SubclassApp())
        let system = HeadlessSystem(delegate: swiftUI, notificationCenter: NotificationCenter())
        system.cachesDelegateAnswers = cachingAnswers
        let firebase = GoogleUtilitiesAppDelegateProxyModel()
        let notifications = FirebaseMessagingNotificationProxyModel()

        let run = try SwizzledRun.deliverAll(system) {
            firebase.configure()
            notifications.configure()
        }

        #expect(firebase.proxiedDelegate === swiftUI)
        #expect(firebase.messaging.received == [SwizzledSelector.didRegister, SwizzledSelector.remoteNotification])
        #expect(firebase.auth.count(of: SwizzledSelector.openURL) == 1)
        #expect(
            notifications.messaging.received == [SwizzledSelector.willPresent, SwizzledSelector.didReceiveResponse])
        #expect(swiftUI.adapted.journal.received == ["token", "remote", "url", "activity", "present", "response"])
        #expect(run.remoteNotification?.values == [.newData])
        #expect(run.response?.callCount == 1)
        #expect(firebase.completionFaults.isEmpty)
    }
}
