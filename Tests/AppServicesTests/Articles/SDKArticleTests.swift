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

/// The article "Working beside Firebase, OneSignal, Airship and Braze": its recipes compile against the SDK
/// stand-ins, and each, driven through the headless app, gives its SDK the token, the notification or the URL
/// once while the system's completion is called once.
@MainActor
@Suite(.serialized) struct SDKArticleTests {
    init() { SDKArticle.journal = [] }

    private let token = Data(repeating: 7, count: 32)

    @Test func everyBlockOfTheArticleIsCompiledVerbatim() throws {
        let check = try ArticleBlocks(
            article: "WorkingBesideSDKs.md", compiledFiles: ["SDKArticle.swift"])
        #expect(check.blocks.count == 9)
        #expect(check.uncompiled.isEmpty, "not compiled verbatim: \(check.uncompiled)")
    }

    @Test func firebaseIsConfiguredWithTheDelegateSetAndBeforePushRegistration() async throws {
        let driver = HeadlessAppDriver(services: [SDKArticle.PushRegistration(), SDKArticle.FirebaseSetup()])
        try driver.coldLaunch()

        #expect(SDKArticle.journal == ["firebase configured"])
        #expect(driver.system.remoteNotificationRegistrationRequested)
        let tasks = try await driver.launchReport().tasks
        let configure = try #require(tasks.first { $0.id == "firebase.configure" })
        let register = try #require(tasks.first { $0.id == "push.register" })
        #expect(configure.phase == .willFinishLaunching)
        #expect(configure.end <= register.start)
    }

    @Test func messagingGetsTheTokenAndEachMessageOnce() async throws {
        let driver = try Self.launchRegisteredForPush(SDKArticle.MessagingPush())
        try driver.system.completeRemoteNotificationRegistration(deviceToken: token)
        let fetched = try #require(driver.system.deliverRemoteNotification(["gcm.message_id": "m1"]))
        let opened = try #require(driver.system.respondToNotification(Self.response(["gcm.message_id": "m2"])))

        #expect(SDKArticle.journal == ["messaging token 32 bytes", "messaging message m1", "messaging message m2"])
        #expect(fetched.values == [.noData])
        #expect(await opened.value)
        #expect(opened.callCount == 1)
    }

    @Test func phoneSignInGetsTheTokenItsNotificationAndItsURL() throws {
        let driver = try Self.launchRegisteredForPush(SDKArticle.PhoneSignIn())
        try driver.system.completeRemoteNotificationRegistration(deviceToken: token)
        let fetched = try #require(driver.system.deliverRemoteNotification(["com.google.firebase.auth": "x"]))
        let opened = driver.system.openURL(URL(string: "app-1-123-ios-abc://firebaseauth/link")!)

        #expect(SDKArticle.journal == ["auth token 32 bytes", "auth notification handled", "auth url handled"])
        #expect(fetched.values == [.noData])
        #expect(opened == true)
    }

    @Test func analyticsSeesURLsActivitiesAndSessionsOfAScenesApp() throws {
        let driver = HeadlessAppDriver(services: [SDKArticle.AnalyticsForwarding()], usesScenes: true)
        try driver.coldLaunch()
        driver.system.openURL(URL(string: "shop://item/3")!)
        driver.system.continueUserActivity(NSUserActivity(activityType: "com.example.browse"))
        let session = try #require(driver.system.handleEventsForBackgroundURLSession("com.example.uploads"))

        #expect(
            SDKArticle.journal == [
                "analytics url shop://item/3", "analytics activity com.example.browse",
                "analytics session com.example.uploads",
            ])
        #expect(session.callCount == 1)
    }

    @Test func brazeIsConfiguredAtLaunchAndHandlesItsOwnPushesOnly() throws {
        let driver = try Self.launchRegisteredForPush(SDKArticle.BrazePush())
        try driver.system.completeRemoteNotificationRegistration(deviceToken: token)
        let own = try #require(driver.system.deliverRemoteNotification(["ab": ["c": "1"]]))
        let other = try #require(driver.system.deliverRemoteNotification(["other": "x"]))
        let opened = try #require(driver.system.respondToNotification(Self.response(["ab": ["c": "2"]])))

        #expect(
            SDKArticle.journal == [
                "braze configured", "braze token 32 bytes", "braze background notification", "braze response push",
            ])
        #expect(own.values == [.newData])
        #expect(other.values == [.noData])
        #expect(opened.callCount == 1)
    }

    @Test func airshipWithAutomaticSetupOffGetsTheTokenAndTheNotification() async throws {
        let driver = try Self.launchRegisteredForPush(SDKArticle.AirshipPush())
        try driver.system.completeRemoteNotificationRegistration(deviceToken: token)
        let fetched = try #require(driver.system.deliverRemoteNotification(["com.urbanairship.metadata": "x"]))

        #expect(await fetched.value == .newData)
        #expect(fetched.callCount == 1)
        #expect(
            SDKArticle.journal == [
                "airship took off, automatic setup off", "airship token 32 bytes", "airship notification",
            ])
    }

    /// OneSignal swaps the library's own methods in place; the kept callbacks keep them advertised, so UIKit
    /// calls the methods OneSignal now runs even though no service adopts them.
    @Test func oneSignalsCallbacksStayAdvertisedWithoutAnAdoptingService() throws {
        let kept = HeadlessAppDriver(appDelegate: { SDKArticle.AppDelegate() })
        let plain = HeadlessAppDriver(services: [SDKArticle.OneSignalSetup()])
        try kept.coldLaunch()
        let selectors: [DelegateCallback] = [
            .didRegisterForRemoteNotifications, .didFailToRegisterForRemoteNotifications,
            .didReceiveRemoteNotificationWithFetch,
        ]

        #expect(SDKArticle.journal == ["onesignal initialized"])
        #expect(selectors.allSatisfy { HeadlessSystem.responds(kept.appDelegate, to: $0.rawValue) })
        #expect(!selectors.contains { HeadlessSystem.responds(plain.appDelegate, to: $0.rawValue) })
    }

    /// Launches an app of `service` that registers for remote notifications, as the app's own task would.
    private static func launchRegisteredForPush(_ service: any ApplicationService) throws -> HeadlessAppDriver {
        let register = LaunchTask("push.register", executor: .mainActor) {
            UIApplication.shared.registerForRemoteNotifications()
        }
        let driver = HeadlessAppDriver(services: [service], launchTasks: [register])
        try driver.coldLaunch()
        return driver
    }

    private static func response(_ userInfo: [AnyHashable: Any]) -> UNNotificationResponse {
        let content = UNMutableNotificationContent()
        content.userInfo = userInfo
        return UNNotificationResponse(
            notification: UNNotification(
                request: UNNotificationRequest(identifier: "push", content: content, trigger: nil)))
    }
}
