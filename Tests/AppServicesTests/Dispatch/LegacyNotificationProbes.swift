import AppServices

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

final class UserNotificationSettingsProbe: JournalingProbe, UserNotificationSettingsService {
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {
        journal.note(name, "application:didRegisterUserNotificationSettings:")
    }
}

final class LocalNotificationProbe: JournalingProbe, LocalNotificationService {
    func application(_ application: UIApplication, didReceive notification: UILocalNotification) {
        journal.note(name, "application:didReceiveLocalNotification: \(notification.alertBody ?? "")")
    }
}

class NotificationActionProbe: ScriptedProbe<Void>, NotificationActionService {
    private(set) var identifiers: [String?] = []

    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        completionHandler: @escaping () -> Void
    ) {
        identifiers.append(identifier)
        respond("application:handleActionWithIdentifier:forLocalNotification:completionHandler:") {
            completionHandler()
        }
    }

    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        identifiers.append(identifier)
        respond(
            "application:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:"
        ) { completionHandler() }
    }

    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        identifiers.append(identifier)
        respond("application:handleActionWithIdentifier:forRemoteNotification:completionHandler:") {
            completionHandler()
        }
    }

    func application(
        _ application: UIApplication,
        handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification,
        withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        identifiers.append(identifier)
        respond(
            "application:handleActionWithIdentifier:forLocalNotification:withResponseInfo:completionHandler:"
        ) { completionHandler() }
    }
}

/// A notification-action service whose name marks it, in reports, as the one that keeps its handler.
final class HoldingNotificationActionProbe: NotificationActionProbe {}
