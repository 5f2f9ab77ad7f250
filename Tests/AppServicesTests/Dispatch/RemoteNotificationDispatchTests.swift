import AppServices
import AppServicesTesting
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

@MainActor
@Suite struct RemoteNotificationDispatchTests {
    final class Fetcher: RemoteNotificationService {
        var completion: ((UIBackgroundFetchResult) -> Void)?
        func application(
            _ application: UIApplication,
            didReceiveRemoteNotification userInfo: [AnyHashable: Any],
            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
        ) {
            completion = completionHandler
        }
    }

    final class SilentFetcher: RemoteNotificationService {
        func application(
            _ application: UIApplication,
            didReceiveRemoteNotification userInfo: [AnyHashable: Any],
            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
        ) {}
    }

    final class AsyncFetcher: AsyncRemoteNotificationService {
        func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
            -> UIBackgroundFetchResult
        {
            .newData
        }
    }

    final class Legacy: LegacyRemoteNotificationService {
        let log: CallLog
        init(_ log: CallLog) { self.log = log }
        func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
            log.append("legacy \(userInfo["id"] ?? "")")
        }
    }

    final class Registration: RemoteNotificationRegistrationService {
        let log: CallLog
        init(_ log: CallLog) { self.log = log }
        func application(
            _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
        ) {
            log.append("token \(deviceToken.count)")
        }
        func application(
            _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
        ) {
            log.append("failed")
        }
    }

    struct RegistrationFailed: Error {}

    @Test func registrationAnswersAreBroadcastToEveryRegistrationService() {
        let log = CallLog()
        let harness = DispatchHarness(services: [Registration(log), Registration(log)])
        harness.host.application(
            harness.application, didRegisterForRemoteNotificationsWithDeviceToken: Data([1, 2, 3]))
        harness.host.application(
            harness.application, didFailToRegisterForRemoteNotificationsWithError: RegistrationFailed())
        #expect(log.entries == ["token 3", "token 3", "failed", "failed"])
    }

    @Test func theSystemCompletionWaitsForEveryServiceAndGetsTheBestResult() {
        let fetchers = [Fetcher(), Fetcher(), Fetcher()]
        let harness = DispatchHarness(services: fetchers)
        var results: [UIBackgroundFetchResult] = []
        harness.host.application(harness.application, didReceiveRemoteNotification: [:]) { results.append($0) }
        fetchers[0].completion?(.noData)
        fetchers[2].completion?(.failed)
        #expect(results.isEmpty)
        fetchers[1].completion?(.newData)
        #expect(results == [.newData])
    }

    @Test func withoutServicesTheSystemCompletionIsCalledAtOnceWithNoData() {
        let harness = DispatchHarness()
        var results: [UIBackgroundFetchResult] = []
        harness.host.application(harness.application, didReceiveRemoteNotification: [:]) { results.append($0) }
        #expect(results == [.noData])
    }

    @Test func aSilentServiceIsNamedAndTheSystemIsAnsweredAtTheDeadline() async {
        let answering = Fetcher()
        let harness = DispatchHarness(services: [answering, SilentFetcher()])
        var results: [UIBackgroundFetchResult] = []
        harness.host.application(harness.application, didReceiveRemoteNotification: [:]) { results.append($0) }
        answering.completion?(.failed)
        await harness.clock.waitForSleepers(count: 1)
        harness.clock.advance(by: .seconds(24))
        await harness.settle { !results.isEmpty }
        #expect(results.isEmpty)
        harness.clock.advance(by: .seconds(1))
        await harness.settle { !results.isEmpty }
        #expect(results == [.failed])
        #expect(
            harness.warnings == [
                "SilentFetcher did not call its completion handler for application:didReceiveRemoteNotification:fetchCompletionHandler: within 25.0 seconds; answering the system without it"
            ])
    }

    @Test func doubleAndLateAnswersAreNamedAndIgnored() async {
        let early = Fetcher()
        let late = Fetcher()
        let harness = DispatchHarness(services: [early, late])
        var results: [UIBackgroundFetchResult] = []
        harness.host.application(harness.application, didReceiveRemoteNotification: [:]) { results.append($0) }
        early.completion?(.noData)
        early.completion?(.newData)
        await harness.clock.waitForSleepers(count: 1)
        harness.clock.advance(by: .seconds(25))
        await harness.settle { !results.isEmpty }
        late.completion?(.newData)
        #expect(results == [.noData])
        #expect(harness.warnings.count == 3)
        #expect(
            harness.warnings[0].hasPrefix(
                "Fetcher called its completion handler for application:didReceiveRemoteNotification:fetchCompletionHandler: more than once"
            ))
        #expect(
            harness.warnings[2].hasPrefix(
                "Fetcher answered application:didReceiveRemoteNotification:fetchCompletionHandler: after the 25.0 seconds deadline"
            ))
    }

    @Test func asyncServicesAnswerThroughTheirReturnValue() async {
        let harness = DispatchHarness(services: [AsyncFetcher()])
        var results: [UIBackgroundFetchResult] = []
        harness.host.application(harness.application, didReceiveRemoteNotification: [:]) { results.append($0) }
        await harness.settle { !results.isEmpty }
        #expect(results == [.newData])
    }

    @Test func legacyServicesAreToldFromTheFetchVariantBeforeTheOthers() {
        let log = CallLog()
        let harness = DispatchHarness(services: [Fetcher(), Legacy(log)])
        harness.host.application(harness.application, didReceiveRemoteNotification: ["id": "7"]) { _ in }
        harness.host.application(harness.application, didReceiveRemoteNotification: ["id": "8"])
        #expect(log.entries == ["legacy 7", "legacy 8"])
    }

    @Test func theDeprecatedVariantIsAdvertisedOnlyWhileNoServiceAdoptsTheFetchVariant() {
        let log = CallLog()
        let fetch = "application:didReceiveRemoteNotification:fetchCompletionHandler:"
        let plain = "application:didReceiveRemoteNotification:"
        func advertised(_ services: [any ApplicationService]) -> [Bool] {
            let delegate = TestAppDelegate(services: services)
            return [fetch, plain].map { delegate.responds(to: NSSelectorFromString($0)) }
        }
        #expect(advertised([]) == [false, false])
        #expect(advertised([Legacy(log)]) == [false, true])
        #expect(advertised([Fetcher()]) == [true, false])
        #expect(advertised([Fetcher(), Legacy(log)]) == [true, false])
        #expect(advertised([Registration(log)]) == [false, false])
    }

    @Test func aBackgroundPushLaunchReachesTheServicesThroughTheHeadlessSystem() async throws {
        let fetcher = Fetcher()
        let system = HeadlessSystem(delegate: TestAppDelegate(services: [fetcher]))
        let launch = try system.launchInBackground(options: [.remoteNotification: ["aps": ["content-available": 1]]])
        let completion = try #require(launch.remoteNotificationCompletion)
        fetcher.completion?(.newData)
        #expect(await completion.value == .newData)
        #expect(completion.callCount == 1)
    }
}
