// swift-format-ignore-file
// The code of the DocC article "Working beside Firebase, OneSignal, Airship and Braze" (WorkingBesideSDKs.md),
// verbatim, so that it compiles against the library and the SDK stand-ins of SDKArticleStandIns.swift;
// SDKArticleTests checks that every block of the article appears here unchanged, and runs it.
import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

extension SDKArticle {
final class FirebaseSetup: LaunchTaskProviding {
    var launchTasks: [LaunchTask] {
        [
            LaunchTask("firebase.configure", phase: .willFinishLaunching, executor: .mainActor) {
                FirebaseApp.configure()
            }
        ]
    }
}

final class PushRegistration: LaunchTaskProviding {
    var launchTasks: [LaunchTask] {
        [
            LaunchTask("push.register", dependsOn: ["firebase.configure"], executor: .mainActor) {
                UIApplication.shared.registerForRemoteNotifications()
            }
        ]
    }
}

final class MessagingPush: DeviceTokenService, RemoteNotificationService, NotificationResponseService {
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        Messaging.messaging().apnsToken = deviceToken
    }

    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        Messaging.messaging().appDidReceiveMessage(userInfo)
        completionHandler(.noData)
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        Messaging.messaging().appDidReceiveMessage(response.notification.request.content.userInfo)
        completionHandler()
    }
}

final class PhoneSignIn: DeviceTokenService, RemoteNotificationService {
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        Auth.auth().setAPNSToken(deviceToken, type: .unknown)
    }

    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        _ = Auth.auth().canHandleNotification(userInfo)
        completionHandler(.noData)
    }
}
}

/// The article's extension names the class and the SDK as the app's code would.
private typealias PhoneSignIn = SDKArticle.PhoneSignIn
private typealias Auth = SDKArticle.Auth

@available(iOS, deprecated: 26.0, message: "Use UIScene lifecycle")
@available(tvOS, deprecated: 26.0, message: "Use UIScene lifecycle")
extension PhoneSignIn: URLOpeningService {
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        Auth.auth().canHandle(url)
    }
}

extension SDKArticle {

final class AnalyticsForwarding: BackgroundURLSessionService {
    func application(
        _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) {
        Analytics.handleEvents(forBackgroundURLSession: identifier, completionHandler: completionHandler)
    }
}
}

/// The article's extension names the class and the SDK as the app's code would.
private typealias AnalyticsForwarding = SDKArticle.AnalyticsForwarding
private typealias Analytics = SDKArticle.Analytics

@available(iOS, deprecated: 26.0, message: "Use UIScene lifecycle")
@available(tvOS, deprecated: 26.0, message: "Use UIScene lifecycle")
extension AnalyticsForwarding: URLOpeningService, ContinueUserActivityService {
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        Analytics.handleOpen(url)
        return false
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        Analytics.handleUserActivity(userActivity)
        return false
    }
}

extension SDKArticle {

final class BrazePush: LaunchTaskProviding, DeviceTokenService, RemoteNotificationService,
    NotificationResponseService
{
    private var braze: Braze?

    var launchTasks: [LaunchTask] {
        [
            LaunchTask("braze.configure", phase: .willFinishLaunching, executor: .mainActor) { [self] in
                braze = Braze(configuration: Braze.Configuration(apiKey: "YOUR-API-KEY", endpoint: "YOUR-ENDPOINT"))
            }
        ]
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        braze?.notifications.register(deviceToken: deviceToken)
    }

    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        let handled = braze?.notifications.handleBackgroundNotification(
            userInfo: userInfo, fetchCompletionHandler: completionHandler)
        if handled != true {
            completionHandler(.noData)
        }
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        let handled = braze?.notifications.handleUserNotification(
            response: response, withCompletionHandler: completionHandler)
        if handled != true {
            completionHandler()
        }
    }
}

final class AirshipPush: LaunchTaskProviding, DeviceTokenService, AsyncRemoteNotificationService {
    var launchTasks: [LaunchTask] {
        [
            LaunchTask("airship.takeOff", phase: .willFinishLaunching, executor: .mainActor) {
                let config = AirshipConfig()
                config.isAutomaticSetupEnabled = false
                try Airship.takeOff(config)
            }
        ]
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        AppIntegration.application(application, didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
        -> UIBackgroundFetchResult
    {
        await withCheckedContinuation { continuation in
            AppIntegration.application(application, didReceiveRemoteNotification: userInfo) { result in
                continuation.resume(returning: result)
            }
        }
    }
}

final class OneSignalSetup: LaunchTaskProviding {
    var launchTasks: [LaunchTask] {
        [
            LaunchTask("onesignal.initialize", phase: .willFinishLaunching, executor: .mainActor) {
                OneSignal.initialize("YOUR-APP-ID", withLaunchOptions: nil)
            }
        ]
    }
}

final class AppDelegate: ServicesAppDelegate {
    override var services: [any ApplicationService] { [OneSignalSetup()] }

    override nonisolated var keptCallbacks: Set<DelegateCallback> {
        [
            .didRegisterForRemoteNotifications, .didFailToRegisterForRemoteNotifications,
            .didReceiveRemoteNotificationWithFetch,
        ]
    }
}
}
