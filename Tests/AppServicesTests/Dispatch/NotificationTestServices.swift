import AppServices
import UIKitHeadless

/// Asks for a banner for chat notifications and nothing for the others, at once.
final class ChatBannerPresenter: SceneJournalingService, NotificationPresentationService {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        note("willPresent \(notification.request.identifier)")
        completionHandler(notification.request.identifier.hasPrefix("chat") ? [.banner, .list] : [])
    }
}

/// Asks for a sound for every notification, written with `async`.
final class AsyncSoundPresenter: SceneJournalingService, AsyncNotificationPresentationService {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    {
        note("willPresent \(notification.request.identifier)")
        return .sound
    }
}

/// Keeps the completion handler and answers only when the test says so.
final class StalledPresenter: SceneJournalingService, NotificationPresentationService {
    var completion: ((UNNotificationPresentationOptions) -> Void)?

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        note("willPresent \(notification.request.identifier)")
        completion = completionHandler
    }
}

/// Completes at once.
final class InboxResponder: SceneJournalingService, NotificationResponseService {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        note("didReceive \(response.actionIdentifier)")
        completionHandler()
    }
}

/// Completes when its `async` method returns.
final class AsyncReadReceiptResponder: SceneJournalingService, AsyncNotificationResponseService {
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        note("didReceive \(response.actionIdentifier)")
    }
}

/// Keeps the completion handler and completes only when the test says so.
final class StalledResponder: SceneJournalingService, NotificationResponseService {
    var completion: (() -> Void)?

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        note("didReceive \(response.actionIdentifier)")
        completion = completionHandler
    }
}

final class NotificationSettingsRecorder: SceneJournalingService, NotificationSettingsService {
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {
        note("openSettings \(notification?.request.identifier ?? "from Settings")")
    }
}
