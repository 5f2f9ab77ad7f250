import Foundation

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

/// Stand-ins for the SDK calls of the article "Working beside Firebase, OneSignal, Airship and Braze".
///
/// The article's code lives in `SDKArticle.swift`; these are the names and argument labels of the SDKs' public Swift API (Firebase 12,
/// OneSignal 5, Airship 19, Braze 12), each recording what it was given so the tests can check that the SDK got
/// the token, the notification or the URL once. The library itself depends on no SDK.
@MainActor
enum SDKArticle {
    /// What the SDK stand-ins were told, in order.
    static var journal: [String] = []
}

extension SDKArticle {
    /// `FirebaseCore`'s `FirebaseApp`: configuring is where the app-delegate proxy looks for the delegate.
    @MainActor
    enum FirebaseApp {
        static func configure() {
            let delegate = UIApplication.shared.delegate
            journal.append(delegate == nil ? "firebase configured without a delegate" : "firebase configured")
        }
    }

    /// `FirebaseMessaging`'s `Messaging`.
    @MainActor
    final class Messaging {
        private static let shared = Messaging()
        static func messaging() -> Messaging { shared }

        var apnsToken: Data? {
            didSet { journal.append("messaging token \(apnsToken?.count ?? 0) bytes") }
        }

        @discardableResult
        func appDidReceiveMessage(_ message: [AnyHashable: Any]) -> MessagingMessageInfo {
            journal.append("messaging message \(message["gcm.message_id"] as? String ?? "?")")
            return MessagingMessageInfo()
        }
    }

    /// What `appDidReceiveMessage(_:)` returns.
    struct MessagingMessageInfo {}

    /// `FirebaseAuth`'s `AuthAPNSTokenType`.
    enum AuthAPNSTokenType { case unknown, sandbox, prod }

    /// `FirebaseAuth`'s `Auth`: it claims notifications carrying its key and URLs of its callback scheme.
    @MainActor
    final class Auth {
        private static let shared = Auth()
        static func auth() -> Auth { shared }

        func setAPNSToken(_ token: Data, type: AuthAPNSTokenType) {
            journal.append("auth token \(token.count) bytes")
        }

        func canHandleNotification(_ userInfo: [AnyHashable: Any]) -> Bool {
            let handles = userInfo["com.google.firebase.auth"] != nil
            journal.append("auth notification \(handles ? "handled" : "ignored")")
            return handles
        }

        func canHandle(_ url: URL) -> Bool {
            let handles = url.scheme?.hasPrefix("app-1-") == true
            journal.append("auth url \(handles ? "handled" : "ignored")")
            return handles
        }
    }

    /// `FirebaseAnalytics`' `Analytics` (its `FIRAnalytics+AppDelegate.h` methods).
    @MainActor
    enum Analytics {
        static func handleOpen(_ url: URL) { journal.append("analytics url \(url.absoluteString)") }

        static func handleUserActivity(_ userActivity: Any) {
            journal.append("analytics activity \((userActivity as? NSUserActivity)?.activityType ?? "?")")
        }

        static func handleEvents(forBackgroundURLSession identifier: String, completionHandler: (() -> Void)?) {
            journal.append("analytics session \(identifier)")
            completionHandler?()
        }
    }

    /// `BrazeKit`'s `Braze`, with its `notifications` interface; it claims payloads carrying its `ab` key.
    @MainActor
    final class Braze {
        final class Configuration {
            init(apiKey: String, endpoint: String) {}
        }

        @MainActor
        final class Notifications {
            func register(deviceToken: Data) { journal.append("braze token \(deviceToken.count) bytes") }

            func handleBackgroundNotification(
                userInfo: [AnyHashable: Any], fetchCompletionHandler: @escaping (UIBackgroundFetchResult) -> Void
            ) -> Bool {
                guard userInfo["ab"] != nil else { return false }
                journal.append("braze background notification")
                fetchCompletionHandler(.newData)
                return true
            }

            func handleUserNotification(
                response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
            ) -> Bool {
                guard response.notification.request.content.userInfo["ab"] != nil else { return false }
                journal.append("braze response \(response.notification.request.identifier)")
                completionHandler()
                return true
            }
        }

        let notifications = Notifications()

        init(configuration: Configuration) { journal.append("braze configured") }
    }

    /// `AirshipCore`'s `AirshipConfig`.
    @MainActor
    final class AirshipConfig {
        var isAutomaticSetupEnabled = true
    }

    /// `AirshipCore`'s `Airship`.
    @MainActor
    enum Airship {
        static func takeOff(_ config: AirshipConfig) throws {
            journal.append("airship took off, automatic setup \(config.isAutomaticSetupEnabled ? "on" : "off")")
        }
    }

    /// `AirshipCore`'s `AppIntegration`, the calls an app makes when automatic setup is off.
    @MainActor
    enum AppIntegration {
        static func application(
            _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
        ) {
            journal.append("airship token \(deviceToken.count) bytes")
        }

        static func application(
            _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
            fetchCompletionHandler completionHandler: @Sendable @escaping (UIBackgroundFetchResult) -> Void
        ) {
            journal.append("airship notification")
            completionHandler(.newData)
        }
    }

    /// `OneSignalFramework`'s `OneSignal`.
    @MainActor
    enum OneSignal {
        static func initialize(_ newAppId: String, withLaunchOptions launchOptions: [AnyHashable: Any]?) {
            journal.append("onesignal initialized")
        }
    }
}
