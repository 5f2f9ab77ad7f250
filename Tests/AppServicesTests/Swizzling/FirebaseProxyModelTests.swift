import AppServices
import Foundation
import SwizzlerModels
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

    /// Firebase and the services each receive every callback once, whichever way the app holds its services.
    ///
    /// Firebase (its app-delegate proxy's interceptors and Messaging's
    /// notification-center proxy) and the adopting service each receive the token, the remote notification, the URL
    /// and the notification response once, the service also the user activity (no modeled Firebase interceptor
    /// takes activities); each completion is called once. For SwiftUI, the library gives SwiftUI's delegate class real
    /// methods in `willFinishLaunching`, so Firebase configured in a launch task calls them (SwiftUI's delegate is
    /// closed source: its model is a guess from its observed behaviour).
    @Test(arguments: AppRoute.allCases, answerPolicies)
    func firebaseAndTheAdoptingServiceEachReceiveEveryCallbackOnce(route: AppRoute, cachingAnswers: Bool) throws {
        let (delegate, journal) = route.makeDelegate()
        let system = HeadlessSystem(delegate: delegate, notificationCenter: NotificationCenter())
        system.cachesDelegateAnswers = cachingAnswers
        let firebase = GoogleUtilitiesAppDelegateProxyModel()
        let notifications = FirebaseMessagingNotificationProxyModel()

        let run = try SwizzledRun.deliverAll(system) {
            firebase.configure()
            notifications.configure()
        }

        #expect(firebase.proxiedDelegate === delegate)
        #expect(firebase.messaging.received == [SwizzledSelector.didRegister, SwizzledSelector.remoteNotification])
        #expect(firebase.auth.count(of: SwizzledSelector.openURL) == 1)
        #expect(
            notifications.messaging.received == [SwizzledSelector.willPresent, SwizzledSelector.didReceiveResponse])
        #expect(journal.received == ["token", "remote", "url", "activity", "present", "response"])
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
}
