#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Tells the services of the deprecated remote-notification callback, behind a protocol requirement so that
/// the fetch variant, which is not deprecated, does not itself mention a deprecated declaration.
@MainActor
protocol LegacyRemoteNotificationTelling {
    /// Tells every ``LegacyRemoteNotificationService`` of `host`, in order, and records it.
    static func tell(_ host: ServiceHost, _ application: UIApplication, _ userInfo: [AnyHashable: Any])
}

/// The deprecated remote-notification callback's broadcast.
enum LegacyRemoteNotificationTeller: LegacyRemoteNotificationTelling {
    @available(iOS, deprecated: 10.0)
    static func tell(_ host: ServiceHost, _ application: UIApplication, _ userInfo: [AnyHashable: Any]) {
        let services = host.participants(.didReceiveRemoteNotification, (any LegacyRemoteNotificationService).self)
        guard !services.isEmpty else { return }
        for service in services { service.application(application, didReceiveRemoteNotification: userInfo) }
        host.record(.didReceiveRemoteNotification, services)
    }
}
