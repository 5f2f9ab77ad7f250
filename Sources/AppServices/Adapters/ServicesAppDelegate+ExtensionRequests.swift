#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:handleWatchKitExtensionRequest:reply:)``.
    public func application(
        _ application: UIApplication,
        handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void
    ) {
        host.application(application, handleWatchKitExtensionRequest: userInfo, reply: reply)
    }

    /// Forwards to ``ServiceHost/applicationShouldRequestHealthAuthorization(_:)``.
    public func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {
        host.applicationShouldRequestHealthAuthorization(application)
    }
}
