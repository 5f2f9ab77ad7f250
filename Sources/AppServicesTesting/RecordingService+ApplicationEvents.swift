public import AppServices
public import Foundation

#if canImport(UIKit)
public import Intents
public import UIKit
#else
public import UIKitHeadless
#endif

// The UIApplicationDelegate callbacks for pushes, background work, quick actions, extensions and intents;
// completion handlers follow the service's completion policy.
extension RecordingService: RemoteNotificationRegistrationService, RemoteNotificationService {
    /// Records the call with the token's size.
    public func application(
        _ application: UIApplication,
        didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {
        record("application:didRegisterForRemoteNotificationsWithDeviceToken:", "\(deviceToken.count) bytes")
    }

    /// Records the call with the error.
    public func application(
        _ application: UIApplication,
        didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {
        record("application:didFailToRegisterForRemoteNotificationsWithError:", "\(error)")
    }

    /// Records the call with the payload's keys and completes with ``Answers/fetchResult``.
    public func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        record(
            "application:didReceiveRemoteNotification:fetchCompletionHandler:", Self.describe(userInfo),
            completing: completionHandler
        ) { $0.fetchResult }
    }

    static func describe(_ userInfo: [AnyHashable: Any]?) -> String {
        guard let userInfo else { return "nil" }
        return userInfo.keys.map { "\($0)" }.sorted().joined(separator: ", ")
    }
}

extension RecordingService: BackgroundURLSessionService {
    /// Records the call with the session's identifier and completes.
    public func application(
        _ application: UIApplication,
        handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) {
        record(
            "application:handleEventsForBackgroundURLSession:completionHandler:", identifier,
            completing: completionHandler)
    }
}

#if !os(tvOS)
extension RecordingService: ShortcutItemService {
    /// Records the call with the quick action's type and completes with ``Answers/performsShortcut``.
    public func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        record(
            "application:performActionForShortcutItem:completionHandler:", shortcutItem.type,
            completing: completionHandler
        ) { $0.performsShortcut }
    }
}
#endif

extension RecordingService: WatchKitExtensionService, HealthAuthorizationService, IntentHandlerProvidingService {
    /// Records the call with the request's keys and replies ``Answers/watchKitReply``.
    public func application(
        _ application: UIApplication,
        handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void
    ) {
        record("application:handleWatchKitExtensionRequest:reply:", Self.describe(userInfo), completing: reply) {
            $0.watchKitReply
        }
    }

    /// Records the call.
    public func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {
        record("applicationShouldRequestHealthAuthorization:")
    }

    /// Records the call with the intent's type and answers ``Answers/intentHandler``.
    public func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        record("application:handlerForIntent:", String(describing: type(of: intent)))
        return answers.intentHandler
    }
}
