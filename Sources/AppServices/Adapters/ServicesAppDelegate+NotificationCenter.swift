#if canImport(UIKit)
import UserNotifications
#else
import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Installs ``notificationCenterDelegate`` as the notification center's delegate, once, when a service
    /// handles a notification-center callback.
    ///
    /// Called from `application(_:willFinishLaunchingWithOptions:)`: Apple requires the delegate to be set
    /// before `application(_:didFinishLaunchingWithOptions:)` returns, so that a notification response that
    /// launched the app is delivered. Without such a service the center's delegate is left alone.
    func installNotificationCenterDelegate() {
        guard notificationCenterDelegate == nil,
            DelegateCallback.notificationCenterSelectors.contains(where: host.advertises)
        else { return }
        let delegate = ServicesNotificationCenterDelegate(host: host)
        notificationCenterDelegate = delegate
        UNUserNotificationCenter.current().delegate = delegate
    }
}
