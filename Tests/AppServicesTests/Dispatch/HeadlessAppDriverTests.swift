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
@Suite struct HeadlessAppDriverTests {
    final class DeepLinks: URLOpeningService, RemoteNotificationService {
        var opened: [URL] = []
        var fetchCompletion: ((UIBackgroundFetchResult) -> Void)?
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
            opened.append(url)
            return true
        }
        func application(
            _ application: UIApplication,
            didReceiveRemoteNotification userInfo: [AnyHashable: Any],
            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
        ) {
            fetchCompletion = completionHandler
        }
    }

    @Test func aColdLaunchFromAURLOpensItThroughTheServices() throws {
        let links = DeepLinks()
        let driver = HeadlessAppDriver(services: [links])
        let url = try #require(URL(string: "demo://orders/42"))
        let launch = try driver.coldLaunch(fromURL: url)
        #expect(launch.openedURL == true)
        #expect(links.opened == [url])
        #expect(driver.system.state == .active)
        #expect(driver.dispatches.map(\.selector).contains("application:openURL:options:"))
    }

    @Test func aSilentServiceDuringABackgroundPushIsAnsweredAtTheDeadlineOnTheDriversClock() async throws {
        let links = DeepLinks()
        let driver = HeadlessAppDriver(services: [links])
        let completion = try #require(try driver.backgroundLaunch(forPush: ["aps": ["content-available": 1]]))
        await driver.clock.waitForSleepers(count: 1)
        await driver.advance(by: .seconds(25))
        #expect(completion.callCount == 1)
        #expect(completion.firstValue == .noData)
        #expect(driver.warnings.contains { $0.hasPrefix("DeepLinks did not call its completion handler") })
        #expect(completion.callTimes == [.seconds(25)])
        #expect(completion.callTimes.allSatisfy { $0 < HeadlessSystem.backgroundCompletionLimit })
    }

    @Test func aMemoryWarningReachesTheServicesThatAdoptIt() throws {
        let recorder = RecordingService(handling: [.didReceiveMemoryWarning])
        let driver = HeadlessAppDriver(services: [recorder])
        try driver.coldLaunch()
        recorder.removeAllCalls()
        driver.memoryWarning()
        #expect(recorder.callbacks == [.didReceiveMemoryWarning])
    }

    @Test func backgroundingAndTerminationFollowTheLifecycle() throws {
        let driver = HeadlessAppDriver(services: [])
        try driver.coldLaunch()
        try driver.moveToBackground()
        #expect(driver.system.state == .background)
        try driver.returnToForeground()
        #expect(driver.system.state == .active)
        try driver.terminate()
        #expect(driver.system.state == .terminated)
    }
}
