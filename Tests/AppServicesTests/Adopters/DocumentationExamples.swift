// swift-format-ignore-file
// The Swift examples of the DocC articles (Sources/AppServices/AppServices.docc), copied verbatim so that
// they compile against the library; only `@main` is left out (a test target has its own entry point) and
// each article's code sits in an enum named after the article, so equal names do not collide. The
// app-specific names they use (PushAPI, Inbox, Router, …) are stubbed in DocumentationExampleStubs.swift.
// Not copied: the "before" AppDelegate (dozens of app-specific SDKs), the SwiftUI `App` (SwiftUI does not
// exist off Apple platforms), and the registration snippets of RegisteringServices.md beyond the list
// in code.
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

// MARK: SplittingAnAppDelegate.md

extension SplittingArticle {
    final class AppDelegate: ServicesAppDelegate {
        override var services: [any ApplicationService] {
            [CrashReporting(), Networking(), Analytics(), Push(), DeepLinks(), Theme(), BackgroundRefresh()]
        }
    }

    final class Push: DidFinishLaunchingService, RemoteNotificationRegistrationService,
                      AsyncRemoteNotificationService, NotificationPresentationService, NotificationResponseService {
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
                guard granted else { return }
                DispatchQueue.main.async { application.registerForRemoteNotifications() }
            }
            return true
        }

        func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
            PushAPI.upload(token: deviceToken)
        }

        func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
            CrashReporter.record(error)
        }

        func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
            -> UIBackgroundFetchResult {
            await Inbox.sync() ? .newData : .noData
        }

        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
            completionHandler(Inbox.isOpen ? [] : [.banner, .sound])
        }

        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                    withCompletionHandler completionHandler: @escaping () -> Void) {
            if let url = Inbox.url(for: response.notification) { _ = Router.shared.open(url) }
            completionHandler()
        }
    }

    enum SwiftUI {
        final class AppDelegate: ServicesAppDelegate {
            override var services: [any ApplicationService] { [CrashReporting(), Analytics(), Push()] }
        }
    }

    final class AppDelegateThatCannotSubclass: LegacyBaseDelegate {  // the article's `AppDelegate`
        let host = ServiceHost(services: [CrashReporting(), Analytics()])

        override func application(_ application: UIApplication,
                                  didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            host.application(application, didFinishLaunchingWithOptions: launchOptions)
        }
    }
}

// MARK: RegisteringServices.md

extension RegisteringArticle {
    final class AppDelegate: ServicesAppDelegate {
        override var services: [any ApplicationService] { [CrashReporting(), Analytics(), DeepLinks()] }
    }
}

// MARK: WritingLaunchTasks.md

extension LaunchTasksArticle {
    final class AnalyticsService: ApplicationService, LaunchTaskProviding {
        var launchTasks: [LaunchTask] {
            [
                LaunchTask("analytics.configure", dependsOn: ["network.session"]) {
                    try await Analytics.configure(apiKey: "…")
                },
                LaunchTask("analytics.first-frame", dependsOn: ["analytics.configure"],
                           phase: .firstSceneActive, executor: .mainActor) { @MainActor in
                    Analytics.track("app_open")
                },
            ]
        }
    }
}

// MARK: TestingServicesWithoutASimulator.md

@MainActor
@Test func aSilentPushIsAnsweredInTime() async throws {
    let sync = SyncService()                       // the service under test
    let driver = HeadlessAppDriver(services: [sync])
    let completion = try #require(try driver.backgroundLaunch(forPush: ["aps": ["content-available": 1]]))
    await driver.clock.waitForSleepers(count: 1)
    await driver.advance(by: .seconds(25))         // no real waiting
    #expect(completion.callCount == 1)             // the system's handler, exactly once
    #expect(completion.callTimes.allSatisfy { $0 < .seconds(30) })
}

extension TestingArticle {
    @MainActor
    static func scenes(deepLinks: some ApplicationService) throws {
        let driver = HeadlessAppDriver(services: [deepLinks], usesScenes: true)
        try driver.coldLaunch(fromURL: URL(string: "demo://orders/42")!)  // scene(_:willConnectTo:options:)
        try driver.moveToBackground()                                    // sceneWillResignActive, sceneDidEnterBackground
        try driver.terminate()                                           // sceneDidDisconnect, applicationWillTerminate
    }

    @MainActor
    static func lateAnswer() async throws {
        let recorder = RecordingService(completion: .never)
        let driver = HeadlessAppDriver(services: [recorder])
        let push = try #require(try driver.backgroundLaunch(forPush: ["aps": ["content-available": 1]]))
        await driver.clock.waitForSleepers(count: 1)
        await driver.advance(by: .seconds(25))                // the system hears noData at the deadline
        recorder.completePending(.didReceiveRemoteNotificationWithFetch)
        #expect(push.callCount == 1)                          // the late answer is named and ignored
    }
}
