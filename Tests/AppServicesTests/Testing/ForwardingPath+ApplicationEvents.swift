import AppServices
import Foundation
import UIKitHeadless

// The UIApplicationDelegate callbacks for pushes, notifications, background work, quick actions, extensions
// and intents.
extension ForwardingPath {
    static let applicationEventPaths: [String: ForwardingPath] = Dictionary(
        uniqueKeysWithValues: [
            app("application:didRegisterUserNotificationSettings:") {
                $1.application($0, didRegister: UIUserNotificationSettings())
            },
            app("application:didRegisterForRemoteNotificationsWithDeviceToken:") {
                $1.application($0, didRegisterForRemoteNotificationsWithDeviceToken: Data([1, 2, 3]))
            },
            app("application:didFailToRegisterForRemoteNotificationsWithError:") {
                $1.application($0, didFailToRegisterForRemoteNotificationsWithError: CoverageFixtures.error)
            },
            // Not advertised while the fetch variant is (UIKit would never call it), so the test calls the
            // adapter's method itself.
            (
                "application:didReceiveRemoteNotification:",
                ForwardingPath { stage in
                    stage.appDelegate.application(stage.system.application, didReceiveRemoteNotification: ["aps": 1])
                }
            ),
            app("application:didReceiveLocalNotification:") { $1.application($0, didReceive: UILocalNotification()) },
            app("application:handleActionWithIdentifier:forLocalNotification:completionHandler:") {
                $1.application($0, handleActionWithIdentifier: "reply", for: UILocalNotification()) {}
            },
            app("application:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:") {
                $1.application(
                    $0, handleActionWithIdentifier: "reply", forRemoteNotification: [:], withResponseInfo: [:]
                ) {}
            },
            app("application:handleActionWithIdentifier:forRemoteNotification:completionHandler:") {
                $1.application($0, handleActionWithIdentifier: "reply", forRemoteNotification: [:]) {}
            },
            app("application:handleActionWithIdentifier:forLocalNotification:withResponseInfo:completionHandler:") {
                $1.application(
                    $0, handleActionWithIdentifier: "reply", for: UILocalNotification(), withResponseInfo: [:]
                ) {}
            },
            app("application:didReceiveRemoteNotification:fetchCompletionHandler:") {
                $1.application($0, didReceiveRemoteNotification: ["aps": 1]) { _ in }
            },
            app("application:performFetchWithCompletionHandler:") {
                $1.application($0, performFetchWithCompletionHandler: { _ in })
            },
            app("application:performActionForShortcutItem:completionHandler:") {
                $1.application($0, performActionFor: UIApplicationShortcutItem(type: "compose", localizedTitle: "New"))
                {
                    _ in
                }
            },
            app("application:handleEventsForBackgroundURLSession:completionHandler:") {
                $1.application($0, handleEventsForBackgroundURLSession: "uploads") {}
            },
            app("application:handleWatchKitExtensionRequest:reply:") {
                $1.application($0, handleWatchKitExtensionRequest: nil) { _ in }
            },
            app("applicationShouldRequestHealthAuthorization:") { $1.applicationShouldRequestHealthAuthorization($0) },
            app("application:handlerForIntent:") { _ = $1.application($0, handlerFor: INIntent()) },
            app("application:handleIntent:completionHandler:") {
                $1.application($0, handle: INIntent()) { _ in }
            },
        ])
}
