import AppServices
import Foundation
import SwizzlerModels
import Testing
import UIKitHeadless

/// Airship's app-delegate auto-integration (a model from its public source) adds its methods to the class that has
/// the callback, following forwarding, and calls the original it replaced.
@MainActor
@Suite struct AirshipAppDelegateModelTests {
    /// For each way an app holds its services, Airship and the adopting service each receive the token and the remote
    /// notification once, and the system's completion is called once with the service's answer.
    @Test(arguments: AppRoute.allCases, FirebaseProxyModelTests.answerPolicies)
    func airshipAndTheAdoptingServiceEachReceiveTheTokenAndPushesOnce(route: AppRoute, cachingAnswers: Bool) throws {
        let (delegate, journal) = route.makeDelegate()
        let system = HeadlessSystem(delegate: delegate, notificationCenter: NotificationCenter())
        system.cachesDelegateAnswers = cachingAnswers
        let airship = AirshipAppDelegateModel()

        let run = try SwizzledRun.deliverAll(system) { airship.takeOff() }

        #expect(airship.sdk.received == [SwizzledSelector.didRegister, SwizzledSelector.remoteNotification])
        #expect(journal.received == ["token", "remote", "url", "activity", "present", "response"])
        #expect(run.remoteNotification?.values == [.newData])
    }
}
