import Foundation
import Testing
import UIKitHeadless

/// What an app asks of the headless system (notification permission, windows, other apps) has the effect
/// iOS gives it, and the system records it for tests to read.
@MainActor
@Suite struct AppRequestTests {
    /// A delegate that starts work in a task at launch, as services do.
    final class TaskStartingDelegate: UIResponder, UIApplicationDelegate {
        var work: Task<(UIApplication, UNUserNotificationCenter), Never>?

        override init() {
            HeadlessRuntime.declare(
                TaskStartingDelegate.self, selectors: ["application:didFinishLaunchingWithOptions:"])
            super.init()
        }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            work = Task {
                await Task.yield()
                return (UIApplication.shared, UNUserNotificationCenter.current())
            }
            return true
        }
    }

    final class CountingViewController: UIViewController {
        var loads = 0
        override func viewDidLoad() { loads += 1 }
    }

    static func system(_ options: HeadlessSystem.Options = HeadlessSystem.Options()) -> HeadlessSystem {
        HeadlessSystem(
            delegate: RecordingApplicationDelegate(), options: options, notificationCenter: NotificationCenter())
    }

    @Test func theUserIsAskedOnceAndLaterRequestsGetTheRecordedAnswer() async throws {
        let system = Self.system(HeadlessSystem.Options(notificationAuthorization: .denied))
        let center = system.userNotificationCenter
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
        #expect(try await center.requestAuthorization(options: [.alert]) == false)
        #expect(try await center.requestAuthorization(options: [.alert, .badge]) == false)
        #expect(system.notificationAuthorizationRequests == [[.alert], [.alert, .badge]])
        #expect(system.notificationAuthorizationStatus == .denied)
        #expect(await center.notificationSettings().authorizationStatus == .denied)
    }

    @Test func aProvisionalRequestIsGrantedQuietlyAndAFullRequestAfterItAsks() async throws {
        let system = Self.system(HeadlessSystem.Options(notificationAuthorization: .denied))
        #expect(try await system.userNotificationCenter.requestAuthorization(options: [.provisional, .alert]))
        #expect(system.notificationAuthorizationStatus == .provisional)
        #expect(try await system.userNotificationCenter.requestAuthorization(options: [.alert]) == false)
        #expect(system.notificationAuthorizationStatus == .denied, "a full request after a provisional one asks")
    }

    @Test func authorizationValuesAreTheSDKHeaders() {
        // UNUserNotificationCenter.h and UNNotificationSettings.h; apps persist and compare these raw values.
        let options: [UNAuthorizationOptions] = [
            .badge, .sound, .alert, .carPlay, .criticalAlert, .providesAppNotificationSettings, .provisional,
        ]
        #expect(options.map(\.rawValue) == [1, 2, 4, 8, 16, 32, 64])
        let statuses: [UNAuthorizationStatus] = [.notDetermined, .denied, .authorized, .provisional, .ephemeral]
        #expect(statuses.map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test func tasksStartedInACallbackFindTheirOwnAppWhileAnotherAppActs() async throws {
        let delegate = TaskStartingDelegate()
        let system = HeadlessSystem(delegate: delegate, notificationCenter: NotificationCenter())
        try system.launch()
        let other = Self.system()
        try other.launch()
        let (application, center) = try await #require(delegate.work).value
        #expect(application === system.application)
        #expect(center === system.userNotificationCenter)
    }

    @Test func aTaskThatOutlivesItsAppNeverReachesAnotherApp() async throws {
        let delegate = TaskStartingDelegate()
        var system: HeadlessSystem? = HeadlessSystem(delegate: delegate, notificationCenter: NotificationCenter())
        try system?.launch()
        let ownCenter = try #require(system?.userNotificationCenter)
        system = nil
        let other = Self.system()
        try other.launch()

        let (application, center) = try await #require(delegate.work).value

        #expect(application !== other.application)
        #expect(center === ownCenter)
    }

    @Test func makeKeyAndVisibleMovesTheKeyWindowWithinTheScene() throws {
        let system = Self.system(HeadlessSystem.Options(sceneDelegateFactory: { _ in RecordingSceneDelegate() }))
        try system.launch()
        let scene = try system.connectScene()
        let main = UIWindow(windowScene: scene)
        let overlay = UIWindow(windowScene: scene)
        #expect(main.isHidden && scene.keyWindow == nil)
        main.makeKeyAndVisible()
        overlay.makeKeyAndVisible()
        #expect(scene.windows == [main, overlay])
        #expect(!main.isKeyWindow && overlay.isKeyWindow)
        #expect(scene.keyWindow === overlay && system.keyWindow === overlay)
    }

    @Test func aWindowNobodyKeepsLeavesItsScene() throws {
        let system = Self.system(HeadlessSystem.Options(sceneDelegateFactory: { _ in RecordingSceneDelegate() }))
        try system.launch()
        let scene = try system.connectScene()
        do {
            let window = UIWindow(windowScene: scene)
            window.makeKeyAndVisible()
        }
        #expect(scene.windows.isEmpty && system.keyWindow == nil, "UIKit shows nothing the app does not keep")
    }

    @Test func aViewControllerLoadsItsViewOnceWhenFirstReadOrShown() {
        let controller = CountingViewController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = controller.view
        #expect(controller.loads == 1)
        #expect(controller.view.bounds.size == UIScreen.main.bounds.size)
    }

    @Test func onlyURLsAnInstalledAppAnswersAreOpened() async throws {
        let system = Self.system(HeadlessSystem.Options(openableURLSchemes: ["https"]))
        let web = try #require(URL(string: "https://example.com"))
        let maps = try #require(URL(string: "maps://?q=cafe"))
        #expect(system.application.canOpenURL(web) && !system.application.canOpenURL(maps))
        #expect(await system.application.open(maps) == false)
        await confirmation { opened in
            system.application.open(web, options: [:]) { success in
                #expect(success)
                opened()
            }
        }
        #expect(system.application.openedExternalURLs == [web])
    }
}
