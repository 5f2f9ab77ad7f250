#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

// Notification responses: each service gets its own completion and the system's is called once, when all
// completed or at the deadline. The response of a notification tap that launched an app without scenes, whose
// launch options carry only the payload, first completes what launched the app (ServiceHost+LaunchIntent.swift),
// so the services and the launch see the same context as with scenes.
extension ServiceHost {
    @available(tvOS, unavailable)
    func dispatchNotificationResponse(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        resolveLaunchIntent(respondingTo: response)
        aggregate(
            DelegateCallback.didReceiveNotificationResponse.selector,
            participants(.didReceiveNotificationResponse, (any NotificationResponseService).self),
            deadline: deadlines.notificationResponse,
            merge: { _ in () },
            describe: { _ in "completed" },
            systemCompletion: { _ in completionHandler() }
        ) { service, completion in
            service.userNotificationCenter(center, didReceive: response, withCompletionHandler: { completion(()) })
        }
    }
}
