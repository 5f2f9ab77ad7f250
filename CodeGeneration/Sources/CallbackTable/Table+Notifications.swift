// Remote notifications, and the notification callbacks from before UserNotifications.

private let fetchResultMerge = Aggregation(
    deadline: "remoteNotification", seconds: 25, merge: "UIBackgroundFetchResult.best(of:)",
    mergeText: "with `newData` over `failed` over `noData` (`noData` with none)")

private func legacyAction(id: String, selector: String, signature: String, summary: String, capability: String, introduced: String) -> Callback {
    Callback(
        id: id, delegate: .application, selector: selector, signature: signature, summary: summary, capability: capability,
        doc: ["A service with notification-action code written before UserNotifications.", "",
              "Every adopter gets its own completion handler and must call it once, when it is done."],
        concern: .deprecated, migratesWith: .remoteNotifications,
        rule: .aggregate(Aggregation(
            deadline: "notificationAction", seconds: 25, merge: "{ _ in () }", mergeText: "when all finished",
            describe: "{ _ in \"completed\" }")),
        available: [.iOS(introduced, deprecated: "10.0", useUserNotifications), .tvOSUnavailable],
        replicaDefault: "completionHandler()", arguments: "identifier ?? \"nil\"")
}

let notificationCallbacks: [Callback] = [
    Callback(
        id: "didRegisterUserNotificationSettings", delegate: .application, selector: "application:didRegisterUserNotificationSettings:",
        signature: "func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)",
        summary: "Tells the delegate which notification types the user allowed (deprecated).",
        capability: "UserNotificationSettingsService",
        doc: ["A service with notification-settings code written before UserNotifications."],
        concern: .deprecated, migratesWith: .remoteNotifications, rule: .broadcast(reversed: false),
        available: [.iOS("8.0", deprecated: "10.0", useUserNotifications), .tvOSUnavailable]),
    Callback(
        id: "didRegisterForRemoteNotifications", delegate: .application,
        selector: "application:didRegisterForRemoteNotificationsWithDeviceToken:",
        signature: "func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)",
        summary: "Tells the delegate that the app registered with APNs.",
        capability: "DeviceTokenService",
        doc: ["A service that sends the APNs device token to its push provider.", "",
              "Every adopter is told, in dispatch order.", "",
              "```swift",
              "final class PushTokens: DeviceTokenService {",
              "    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {",
              "        PushAPI.upload(deviceToken)",
              "    }",
              "}",
              "```"],
        concern: .remoteNotifications, rule: .broadcast(reversed: false),
        arguments: "\"\\(deviceToken.count) bytes\""),
    Callback(
        id: "didFailToRegisterForRemoteNotifications", delegate: .application,
        selector: "application:didFailToRegisterForRemoteNotificationsWithError:",
        signature: "func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)",
        summary: "Tells the delegate that registering with APNs failed.",
        capability: "DeviceTokenFailureService",
        doc: ["A service that learns that registering with APNs failed.", "",
              "Every adopter is told, in dispatch order."],
        concern: .remoteNotifications, rule: .broadcast(reversed: false), arguments: "\"\\(error)\""),
    Callback(
        id: "didReceiveRemoteNotification", delegate: .application, selector: "application:didReceiveRemoteNotification:",
        signature: "func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any])",
        summary: "Tells the delegate that a remote notification arrived (deprecated; not called when the fetch variant exists).",
        capability: "LegacyRemoteNotificationService",
        doc: ["A service with remote-notification code written before iOS 10.", "",
              "UIKit calls the deprecated method only when the fetch variant is absent: the host advertises it only",
              "while no ``RemoteNotificationService`` takes part, and otherwise calls these services from the fetch",
              "variant, before the others."],
        concern: .deprecated, migratesWith: .remoteNotifications,
        rule: .custom(
            function: "dispatchLegacyRemoteNotification",
            rule: "Every adopter, in order; advertised only while no service adopts the fetch variant, because UIKit ignores it once that exists."),
        available: [.iOS("3.0", deprecated: "10.0", useUserNotifications)],
        arguments: "Self.describe(userInfo)", advertising: .custom("advertisesLegacyRemoteNotification")),
    Callback(
        id: "didReceiveLocalNotification", delegate: .application, selector: "application:didReceiveLocalNotification:",
        signature: "func application(_ application: UIApplication, didReceive notification: UILocalNotification)",
        summary: "Tells the delegate that a local notification arrived (deprecated).",
        capability: "LocalNotificationService",
        doc: ["A service with local-notification code written before UserNotifications."],
        concern: .deprecated, migratesWith: .remoteNotifications, rule: .broadcast(reversed: false),
        available: [.iOS("4.0", deprecated: "10.0", useUserNotifications), .tvOSUnavailable],
        arguments: "notification.alertBody ?? \"nil\""),
    legacyAction(
        id: "handleLocalNotificationAction", selector: "application:handleActionWithIdentifier:forLocalNotification:completionHandler:",
        signature: "func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification, completionHandler: @escaping () -> Void)",
        summary: "Asks the delegate to handle an action of a local notification (deprecated).",
        capability: "LocalNotificationActionService", introduced: "8.0"),
    legacyAction(
        id: "handleRemoteNotificationResponseAction",
        selector: "application:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:",
        signature: "func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable: Any], withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)",
        summary: "Asks the delegate to handle an action of a remote notification with a text response (deprecated).",
        capability: "RemoteNotificationResponseActionService", introduced: "9.0"),
    legacyAction(
        id: "handleRemoteNotificationAction", selector: "application:handleActionWithIdentifier:forRemoteNotification:completionHandler:",
        signature: "func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)",
        summary: "Asks the delegate to handle an action of a remote notification (deprecated).",
        capability: "RemoteNotificationActionService", introduced: "8.0"),
    legacyAction(
        id: "handleLocalNotificationResponseAction",
        selector: "application:handleActionWithIdentifier:forLocalNotification:withResponseInfo:completionHandler:",
        signature: "func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification, withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)",
        summary: "Asks the delegate to handle an action of a local notification with a text response (deprecated).",
        capability: "LocalNotificationResponseActionService", introduced: "9.0"),
    Callback(
        id: "didReceiveRemoteNotificationWithFetch", delegate: .application,
        selector: "application:didReceiveRemoteNotification:fetchCompletionHandler:",
        signature: "func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)",
        summary: "Tells the delegate that a remote notification arrived that may have data to fetch.",
        capability: "RemoteNotificationService",
        doc: ["A service that handles remote notifications, including silent ones that wake the app to fetch data.",
              "",
              "Every service gets its own completion handler and must call it once. The system's handler is called",
              "exactly once: when all services answered, or at ``DispatchDeadlines/remoteNotification`` (25 s, below",
              "the system's 30 s), with the best answer so far: `newData` over `failed` over `noData`.", "",
              "Adopting this capability makes UIKit use the fetch variant, and it requires the",
              "`remote-notification` background mode. Write the handler with `async` by adopting",
              "``AsyncRemoteNotificationService`` instead."],
        concern: .remoteNotifications,
        rule: .custom(
            function: "dispatchRemoteNotification",
            rule: fetchResultMerge.article + " Legacy adopters are told first."),
        replicaDefault: "completionHandler(.noData)", answer: "fetchResult", arguments: "Self.describe(userInfo)",
        async: AsyncForm(
            capability: "AsyncRemoteNotificationService",
            signature: Signature(
                "func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult"),
            doc: ["Handles a remote notification and returns the outcome."],
            example: [
                "final class SyncService: AsyncRemoteNotificationService {",
                "    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async",
                "        -> UIBackgroundFetchResult",
                "    {",
                "        await store.sync() ? .newData : .noData",
                "    }",
                "}",
            ]),
        backgroundMode: "remote-notification"),
]
