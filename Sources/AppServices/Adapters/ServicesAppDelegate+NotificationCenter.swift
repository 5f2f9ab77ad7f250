import Foundation
import Logging

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Installs ``notificationCenterDelegate`` as the notification center's delegate, once, when a service
    /// handles a notification-center callback, and keeps it installed through the launch.
    ///
    /// Called from `application(_:willFinishLaunchingWithOptions:)`: Apple requires the delegate to be set
    /// before `application(_:didFinishLaunchingWithOptions:)` returns, so that a notification response that
    /// launched the app is delivered. Without such a service the center's delegate is left alone.
    ///
    /// A service that sets itself (or an SDK's object) as the center's delegate, as push SDKs and tutorials
    /// do, would silence every other notification service. So after each service's launch callback, and when
    /// the app first becomes active, the delegate checks the center; if another delegate was set, it
    /// reinstalls its own, adopts the other one as a ``NotificationCenterDelegateService`` so that it still
    /// receives its callbacks, and logs a warning naming the service that replaced it.
    func installNotificationCenterDelegate(_ application: UIApplication) {
        guard notificationCenterDelegate == nil,
            DelegateCallback.notificationCenterSelectors.contains(where: host.advertises)
        else { return }
        let delegate = ServicesNotificationCenterDelegate(host: host)
        notificationCenterDelegate = delegate
        UNUserNotificationCenter.current().delegate = delegate
        host.afterLaunchCall = { [weak self] service in
            self?.keepNotificationCenterDelegate(replacedBy: ServiceHost.name(of: service))
        }
        notificationDelegateWatch = notificationCenter.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: application, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.firstActivationChecksNotificationCenterDelegate() }
        }
    }

    private func firstActivationChecksNotificationCenterDelegate() {
        if let watch = notificationDelegateWatch { notificationCenter.removeObserver(watch) }
        notificationDelegateWatch = nil
        host.afterLaunchCall = nil
        keepNotificationCenterDelegate(replacedBy: nil)
    }

    /// Whether `delegate` is a registered service that adopts a notification-center capability: the host calls it
    /// already, so wrapping it would call it twice for every notification.
    private func isNotificationService(_ delegate: any UNUserNotificationCenterDelegate) -> Bool {
        host.services.contains { service in
            guard service === delegate else { return false }
            #if os(tvOS)
            return service is any NotificationPresentationService
            #else
            return service is any NotificationPresentationService || service is any NotificationResponseService
                || service is any NotificationSettingsService
            #endif
        }
    }

    /// Reinstalls ``notificationCenterDelegate`` if something replaced it, adopting the replacement unless it
    /// is a registered notification service.
    private func keepNotificationCenterDelegate(replacedBy culprit: String?) {
        guard let ours = notificationCenterDelegate else { return }
        let center = UNUserNotificationCenter.current()
        guard center.delegate !== ours else { return }
        let replacement = center.delegate
        let who = culprit ?? "code outside the services"
        guard let replacement else {
            center.delegate = ours
            host.logger.warning(
                "\(who) cleared the notification center's delegate; AppServices reinstalled its own",
                metadata: ["service": "\(who)"])
            return
        }
        if isNotificationService(replacement) {
            center.delegate = ours
            return
        }
        // Wrap first, reinstall second: an SDK that swizzles the delegate when it is set (Firebase Messaging,
        // OneSignal, Airship) asks it then which callbacks it implements, and must see those of the wrapped one.
        host.add(NotificationCenterDelegateService(wrapping: replacement))
        center.delegate = ours
        let type = typeName(Swift.type(of: replacement))
        host.logger.warning(
            "\(who) replaced the notification center's delegate with \(type); AppServices reinstalled its own and forwards to \(type) as a NotificationCenterDelegateService, so every notification service is still called. Register NotificationCenterDelegateService(wrapping:) yourself, or adopt the notification capabilities, to silence this.",
            metadata: ["service": "\(who)", "delegate": "\(type)"])
    }
}
