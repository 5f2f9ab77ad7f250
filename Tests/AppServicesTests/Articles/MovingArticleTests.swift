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

/// The article "Moving a real AppDelegate": its code is what the tests compile, and the moved app does
/// what the delegates it replaces did.
@MainActor
@Suite(.serialized) struct MovingArticleTests {
    init() { MovingArticle.journal = [] }

    @Test func everyBlockOfTheArticleIsCompiledVerbatim() throws {
        let check = try ArticleBlocks(
            article: "MovingARealAppDelegate.md", compiledFiles: ["MovingArticle.swift", "MovingArticleTests.swift"],
            skipping: { $0.contains("@main") })
        #expect(check.blocks.count == 5)
        #expect(check.uncompiled.isEmpty, "not compiled verbatim: \(check.uncompiled)")
    }

    @Test func launchStartsTheSDKsInOrderAndRegistersForPush() async throws {
        let driver = HeadlessAppDriver(
            appDelegate: { MovingArticle.AppDelegate() }, sceneDelegate: { MovingArticle.SceneDelegate() })
        try driver.coldLaunch()
        await driver.advance(by: .zero)  // the push service registers from the main queue

        #expect(MovingArticle.journal.prefix(2) == ["crash reporter gazette-ios", "analytics production"])
        #expect(driver.system.notificationAuthorizationRequests == [[.alert, .badge]])
        #expect(driver.system.remoteNotificationRegistrationRequested)
        try driver.system.completeRemoteNotificationRegistration(deviceToken: Data(repeating: 7, count: 32))
        #expect(MovingArticle.journal.last == "push token 32 bytes")
    }

    @Test func eachWindowGetsItsOwnCoordinatorWindowAndLinks() throws {
        let driver = HeadlessAppDriver(
            appDelegate: { MovingArticle.AppDelegate() }, sceneDelegate: { MovingArticle.SceneDelegate() },
            options: HeadlessSystem.Options(supportsMultipleScenes: true))
        try driver.coldLaunch()
        let second = try driver.connectScene()
        driver.system.openURL(URL(string: "gazette://article/42")!, in: second)

        let windows = driver.scenes.compactMap { ($0.delegate as? ServicesSceneDelegate)?.window }
        #expect(windows.count == 2)
        #expect(windows.allSatisfy { $0.rootViewController is MovingArticle.FeedViewController && $0.isKeyWindow })
        #expect(windows[0] !== windows[1])
        #expect(driver.scenes.map { driver.host.services(attachedTo: $0).count } == [1, 1])
        #expect(MovingArticle.journal.last == "open gazette://article/42")
    }

    @Test func aQuickActionThatOpenedTheWindowRunsOnceItIsActive() throws {
        let driver = HeadlessAppDriver(
            appDelegate: { MovingArticle.AppDelegate() }, sceneDelegate: { MovingArticle.SceneDelegate() })
        let search = UIApplicationShortcutItem(type: "gazette.search", localizedTitle: "Search")

        try driver.coldLaunch(connecting: HeadlessSceneConnection(shortcutItem: search))

        #expect(MovingArticle.journal.filter { $0.hasPrefix("shortcut") } == ["shortcut gazette.search in a window"])
    }

    @Test func notificationsArePresentedAndTheirLinksOpened() async throws {
        let driver = HeadlessAppDriver(
            appDelegate: { MovingArticle.AppDelegate() }, sceneDelegate: { MovingArticle.SceneDelegate() })
        try driver.coldLaunch()
        let content = UNMutableNotificationContent()
        content.userInfo = ["link": "gazette://article/9"]
        let notification = UNNotification(
            request: UNNotificationRequest(identifier: "breaking", content: content, trigger: nil))

        let presented = try #require(driver.system.presentNotification(notification))
        let responded = try #require(
            driver.system.respondToNotification(UNNotificationResponse(notification: notification)))

        #expect(await presented.value == [.banner, .list])
        #expect(await responded.value)
        #expect(MovingArticle.journal.last == "open gazette://article/9")
    }

    @Test func theDownloadSessionsCompletionWaitsForItsEvents() throws {
        let driver = HeadlessAppDriver(
            appDelegate: { MovingArticle.AppDelegate() }, sceneDelegate: { MovingArticle.SceneDelegate() })
        try driver.coldLaunch()

        let completion = try #require(driver.system.handleEventsForBackgroundURLSession("gazette.downloads"))
        #expect(completion.callCount == 0)
        MovingArticle.DownloadCenter.shared.finishEvents()

        #expect(completion.callCount == 1)
        #expect(MovingArticle.journal.last == "reconnect gazette.downloads")
    }

    @Test func theSwiftUIVariantsScenesReachTheAdaptorsServices() throws {
        let swiftUI = SwiftUIApplicationDelegate()
        let sceneDelegate: @MainActor (UISceneConfiguration) -> any UISceneDelegate = { configuration in
            if configuration.delegateClass == MovingArticle.SwiftUISceneDelegate.self {
                return MovingArticle.SwiftUISceneDelegate()
            }
            return ServicesSceneDelegate()
        }
        let system = HeadlessSystem(
            delegate: swiftUI, options: HeadlessSystem.Options(sceneDelegateFactory: sceneDelegate),
            notificationCenter: NotificationCenter())
        try system.launch()
        let scene = try system.connectScene()
        try system.activateScene(scene)

        let completion = system.performShortcut(
            UIApplicationShortcutItem(type: "gazette.search", localizedTitle: "Search"), in: scene)

        #expect(scene.delegate is MovingArticle.SwiftUISceneDelegate)
        #expect(completion?.values == [true])
        #expect(MovingArticle.journal.prefix(2) == ["crash reporter gazette-ios", "analytics production"])
        #expect(MovingArticle.journal.last == "shortcut gazette.search in no window")
    }

    /// The driver snippet of the article's last section.
    @Test func theArticlesDriverSnippetOpensALinkInTheSecondWindow() throws {
        typealias AppDelegate = MovingArticle.AppDelegate
        typealias SceneDelegate = MovingArticle.SceneDelegate
        let driver = HeadlessAppDriver(
            appDelegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() },
            options: HeadlessSystem.Options(supportsMultipleScenes: true))
        try driver.coldLaunch()
        let second = try driver.connectScene()
        driver.system.openURL(URL(string: "gazette://article/42")!, in: second)

        #expect(MovingArticle.journal.last == "open gazette://article/42")
    }

    /// Stands in for SwiftUI's application delegate, which creates and keeps the adaptor's delegate and
    /// passes it the callbacks SwiftUI does not handle itself (here, the two this app uses).
    final class SwiftUIApplicationDelegate: UIResponder, UIApplicationDelegate {
        let adapted = MovingArticle.SwiftUIAppDelegate()

        override init() {
            DeclaredMethods.declare(
                .didFinishLaunching, .configurationForConnecting, of: SwiftUIApplicationDelegate.self)
            super.init()
        }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            adapted.application(application, didFinishLaunchingWithOptions: launchOptions)
        }

        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            adapted.application(application, configurationForConnecting: connectingSceneSession, options: options)
        }
    }
}
