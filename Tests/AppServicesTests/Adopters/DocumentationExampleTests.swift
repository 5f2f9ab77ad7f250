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

/// The DocC articles' examples (DocumentationExamples.swift) do what their articles say when the headless
/// app runs them.
@MainActor
@Suite struct DocumentationExampleTests {
    @Test func splittingTheArticlesPushServiceAsksRegistersAndUploadsTheToken() async throws {
        let driver = HeadlessAppDriver(appDelegate: { SplittingArticle.AppDelegate() })
        #expect(driver.host.services.count == 7)
        try driver.coldLaunch()
        #expect(driver.system.notificationAuthorizationRequests == [[.alert, .sound, .badge]])
        await driver.advance(by: .zero)  // the example registers from the main queue
        #expect(driver.system.remoteNotificationRegistrationRequested)
        let token = Data("docc-push-token".utf8)
        try driver.system.completeRemoteNotificationRegistration(deviceToken: token)
        #expect(SplittingArticle.PushAPI.uploadedTokens.contains(token))
    }

    @Test func splittingTheArticlesPushServicePresentsAndRoutesNotifications() async throws {
        let driver = HeadlessAppDriver(appDelegate: { SplittingArticle.AppDelegate() })
        try driver.coldLaunch()
        let presented = try #require(driver.system.presentNotification(Self.notification(inbox: nil)))
        #expect(await presented.value == [.banner, .sound])
        let url = try #require(URL(string: "shop://inbox/7"))
        let response = UNNotificationResponse(notification: Self.notification(inbox: url.absoluteString))
        let responded = try #require(driver.system.respondToNotification(response))
        #expect(await responded.value)
        #expect(SplittingArticle.Router.shared.opened.contains(url))
    }

    @Test func splittingTheArticlesPushServiceFetchesForASilentPush() async throws {
        let driver = HeadlessAppDriver(appDelegate: { SplittingArticle.AppDelegate() })
        let fetch = try #require(try driver.backgroundLaunch(forPush: ["aps": ["content-available": 1]]))
        #expect(await fetch.value == .newData)
    }

    @Test func theOtherArticlesDelegatesListTheirServices() throws {
        #expect(HeadlessAppDriver(appDelegate: { SplittingArticle.SwiftUI.AppDelegate() }).host.services.count == 3)
        #expect(HeadlessAppDriver(appDelegate: { RegisteringArticle.AppDelegate() }).host.services.count == 3)
        let system = HeadlessSystem(
            delegate: SplittingArticle.AppDelegateThatCannotSubclass(), notificationCenter: NotificationCenter())
        try system.launch()
        #expect(system.launchHandled == true)
    }

    @Test(.timeLimit(.minutes(1))) func writingLaunchTasksTracksTheFirstFrameAfterConfiguring() async throws {
        let network = LaunchTask("network.session") {}
        let driver = HeadlessAppDriver(services: [LaunchTasksArticle.AnalyticsService()], launchTasks: [network])
        try driver.coldLaunch()
        let report = try await driver.launchReport()
        #expect(report.isSuccessful)
        #expect(report.record(for: "analytics.first-frame")?.outcome == .succeeded)
        #expect(LaunchTasksArticle.Analytics.tracked.contains("app_open"))
    }

    @Test func testingTheArticlesSnippetsRun() async throws {
        let deepLinks = RecordingService(handling: [.sceneWillConnect])
        try TestingArticle.scenes(deepLinks: deepLinks)
        #expect(deepLinks.selectors == ["scene:willConnectToSession:options:"])
        try await TestingArticle.lateAnswer()
    }

    static func notification(inbox: String?) -> UNNotification {
        let content = UNMutableNotificationContent()
        if let inbox { content.userInfo = ["inbox": inbox] }
        return UNNotification(request: UNNotificationRequest(identifier: "inbox", content: content, trigger: nil))
    }
}
