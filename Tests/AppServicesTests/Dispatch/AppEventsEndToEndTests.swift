import AppServices
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// A service with a whole day's worth of app-level callbacks.
final class DayProbe: JournalingProbe, DidFinishLaunchingService, ActivationService, BackgroundTransitionService,
    BackgroundFetchService, TerminationService
{
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        journal.note(name, "didFinishLaunching")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        journal.note(name, "didBecomeActive")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        journal.note(name, "willResignActive")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        journal.note(name, "didEnterBackground")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        journal.note(name, "willEnterForeground")
    }

    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        journal.note(name, "performFetch")
        completionHandler(name == "feed" ? .newData : .noData)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        journal.note(name, "willTerminate")
    }
}

/// The headless system drives a `ServicesAppDelegate` subclass through a day, delivering only what it advertises.
@MainActor
@Suite struct AppEventsEndToEndTests {
    @Test func aDayReachesTheServicesInOrderAndTeardownInReverse() throws {
        let harness = AppEventsHarness { journal in
            [DayProbe("crashes", journal), DayProbe("feed", journal), DayProbe("analytics", journal)]
        }
        let system = harness.system

        try system.launch()
        try system.activate()
        try system.resignActive()
        try system.enterBackground()
        let fetch = try #require(try system.performBackgroundFetch())
        try system.terminate()

        let forward = ["crashes", "feed", "analytics"]
        let reverse = Array(forward.reversed())
        let expected =
            forward.map { "\($0) didFinishLaunching" } + forward.map { "\($0) didBecomeActive" }
            + reverse.map { "\($0) willResignActive" } + reverse.map { "\($0) didEnterBackground" }
            + forward.map { "\($0) performFetch" } + reverse.map { "\($0) willTerminate" }
        #expect(harness.journal.entries == expected)
        #expect(fetch.values == [.newData])
        #expect(
            system.log.filter { $0.kind == .applicationDelegate }.map(\.name) == [
                "application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:",
                "applicationDidBecomeActive:", "applicationWillResignActive:", "applicationDidEnterBackground:",
                "application:performFetchWithCompletionHandler:", "applicationWillTerminate:",
            ])
    }

    @Test func callbacksNoServiceHandlesAreNeverDelivered() throws {
        let harness = AppEventsHarness { journal in [TerminationProbe("store", journal)] }
        let system = harness.system

        try system.launch()
        try system.activate()
        try system.resignActive()
        try system.enterBackground()
        let fetch = try system.performBackgroundFetch()
        try system.terminate()

        #expect(fetch == nil)
        #expect(harness.journal.entries == ["store applicationWillTerminate:"])
        #expect(
            system.log.filter { $0.kind == .applicationDelegate }.map(\.name) == [
                "application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:",
                "applicationWillTerminate:",
            ])
        #expect(system.log.contains(.notification(UIApplication.didBecomeActiveNotification)))
    }
}
