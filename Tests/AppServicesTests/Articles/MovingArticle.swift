// swift-format-ignore-file
// The "after" code of the DocC article "Moving a real AppDelegate" (MovingARealAppDelegate.md), verbatim,
// so that it compiles against the library; MovingArticleTests checks that every block of the article
// (but the "before" delegates and the SwiftUI `App`, which needs SwiftUI) appears here unchanged. The
// app's own types (CrashReporter, Router, …) are in MovingArticleStubs.swift.
import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

extension MovingArticle {
    final class AppDelegate: ServicesAppDelegate {
        override var services: [any ApplicationService] {
            [CrashReporting(), AnalyticsSetup(), PushNotifications(), Downloads(), SceneSetup()]
        }
    }

    final class CrashReporting: DidFinishLaunchingService {
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            CrashReporter.start(apiKey: "gazette-ios")
            return true
        }
    }

    final class AnalyticsSetup: DidFinishLaunchingService {
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            Analytics.shared.configure(environment: .production)
            return true
        }
    }

    final class PushNotifications: DidFinishLaunchingService, RemoteNotificationRegistrationService,
        NotificationPresentationService, NotificationResponseService {
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) { granted, _ in
                guard granted else { return }
                DispatchQueue.main.async { application.registerForRemoteNotifications() }
            }
            return true
        }

        func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
            PushAPI.register(deviceToken)
        }

        func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
            Analytics.shared.track("push.registration.failed")
        }

        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
            completionHandler([.banner, .list])
        }

        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                    withCompletionHandler completionHandler: @escaping () -> Void) {
            if let link = response.notification.request.content.userInfo["link"] as? String, let url = URL(string: link) {
                Router.shared.open(url)
            }
            completionHandler()
        }
    }

    final class SceneSetup: SceneConfigurationService {
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
    }

    final class Downloads: BackgroundURLSessionService, CompletionDeadlineService {
        private var downloadsCompletion: (() -> Void)?

        func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                         completionHandler: @escaping () -> Void) {
            downloadsCompletion = completionHandler
            DownloadCenter.shared.reconnect(to: identifier) { [weak self] in
                self?.downloadsCompletion?()
                self?.downloadsCompletion = nil
            }
        }

        func completionDeadline(for callback: DelegateCallback) -> Duration? {
            callback == .handleEventsForBackgroundURLSession ? .seconds(120) : nil
        }
    }

    final class SceneDelegate: ServicesSceneDelegate, SceneServiceProvider {
        func sceneServices(for session: UISceneSession) -> [any ApplicationService] {
            [WindowCoordinator()]
        }
    }

    final class WindowCoordinator: ContextualService, SceneWillConnectService, SceneDidBecomeActiveService,
        SceneURLOpeningService, WindowSceneShortcutItemService {
        private var context: ServiceContext?
        private var window: UIWindow?
        private var pendingShortcut: UIApplicationShortcutItem?

        func attach(to context: ServiceContext) { self.context = context }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                   options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = FeedViewController()
            window.makeKeyAndVisible()
            self.window = window
            context?.setWindow(window, of: scene)
            pendingShortcut = connectionOptions.shortcutItem
        }

        func sceneDidBecomeActive(_ scene: UIScene) {
            guard let item = pendingShortcut else { return }
            pendingShortcut = nil
            ShortcutRouter.perform(item, in: window)
        }

        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            for context in URLContexts { Router.shared.open(context.url) }
        }

        func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                         completionHandler: @escaping (Bool) -> Void) {
            completionHandler(ShortcutRouter.perform(shortcutItem, in: window))
        }
    }

    final class SwiftUIAppDelegate: ServicesAppDelegate {
        override var services: [any ApplicationService] {
            [CrashReporting(), AnalyticsSetup(), PushNotifications(), Downloads(), SwiftUISceneSetup()]
        }
    }

    final class SwiftUISceneSetup: SceneConfigurationService {
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SwiftUISceneDelegate.self
            return configuration
        }
    }

    final class SwiftUISceneDelegate: ServicesSceneDelegate, SceneServiceProvider {
        func sceneServices(for session: UISceneSession) -> [any ApplicationService] {
            [QuickActions()]
        }
    }

    final class QuickActions: WindowSceneShortcutItemService {
        func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                         completionHandler: @escaping (Bool) -> Void) {
            completionHandler(ShortcutRouter.perform(shortcutItem, in: windowScene.keyWindow))
        }
    }
}
