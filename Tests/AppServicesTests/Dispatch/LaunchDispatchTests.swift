import AppServices
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

@MainActor
@Suite struct LaunchDispatchTests {
    final class Launching: WillFinishLaunchingService, DidFinishLaunchingService {
        let name: String
        let answer: Bool
        let log: CallLog
        init(_ name: String, answer: Bool = true, log: CallLog) {
            self.name = name
            self.answer = answer
            self.log = log
        }
        func application(
            _ application: UIApplication,
            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.append("\(name).will")
            return answer
        }
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.append("\(name).did")
            return answer
        }
    }

    final class Legacy: LegacyDidFinishLaunchingService {
        let log: CallLog
        init(_ log: CallLog) { self.log = log }
        func applicationDidFinishLaunching(_ application: UIApplication) { log.append("legacy") }
    }

    @Test func willFinishLaunchingCallsEveryServiceAndOneFalseWins() {
        let log = CallLog()
        let harness = DispatchHarness(services: [
            Launching("a", log: log), Launching("b", answer: false, log: log), Launching("c", log: log),
        ])
        #expect(harness.host.application(harness.application, willFinishLaunchingWithOptions: nil) == false)
        #expect(log.entries == ["a.will", "b.will", "c.will"])
    }

    @Test func didFinishLaunchingCallsEveryServiceThenTheLegacyOnesAndAnswersTrueWhenAllDo() {
        let log = CallLog()
        let harness = DispatchHarness(services: [Legacy(log), Launching("a", log: log), Launching("b", log: log)])
        #expect(harness.host.application(harness.application, didFinishLaunchingWithOptions: nil) == true)
        #expect(log.entries == ["a.did", "b.did", "legacy"])
    }

    @Test func launchAnswersTrueWithoutServices() {
        let harness = DispatchHarness()
        #expect(harness.host.application(harness.application, willFinishLaunchingWithOptions: nil))
        #expect(harness.host.application(harness.application, didFinishLaunchingWithOptions: nil))
    }

    @Test func theLegacyCallbackReachesOnlyLegacyServices() {
        let log = CallLog()
        let harness = DispatchHarness(services: [Launching("a", log: log), Legacy(log)])
        harness.host.applicationDidFinishLaunching(harness.application)
        #expect(log.entries == ["legacy"])
    }

    @Test func bothLaunchCallbacksAreAlwaysAdvertisedAndTheLegacyOneOnlyWhenAdopted() {
        let log = CallLog()
        let bare = TestAppDelegate(services: [])
        #expect(bare.responds(to: NSSelectorFromString("application:willFinishLaunchingWithOptions:")))
        #expect(bare.responds(to: NSSelectorFromString("application:didFinishLaunchingWithOptions:")))
        #expect(!bare.responds(to: NSSelectorFromString("applicationDidFinishLaunching:")))
        let legacy = TestAppDelegate(services: [Legacy(log)])
        #expect(legacy.responds(to: NSSelectorFromString("applicationDidFinishLaunching:")))
    }

    @Test func aVetoingServiceStopsTheSystemFromOpeningTheLaunchURL() throws {
        let log = CallLog()
        let delegate = TestAppDelegate(services: [Launching("veto", answer: false, log: log), URLOwner(log: log)])
        let system = HeadlessSystem(delegate: delegate)
        let launch = try system.launch(options: [.url: try #require(URL(string: "demo://launch"))])
        #expect(launch.handled == false)
        #expect(launch.openedURL == nil)
        #expect(!log.entries.contains("open demo://launch"))
    }

    final class URLOwner: URLOpeningService {
        let log: CallLog
        init(log: CallLog) { self.log = log }
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
            log.append("open \(url.absoluteString)")
            return true
        }
    }
}
