#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

#if !os(tvOS)
extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:performActionFor:completionHandler:)``.
    public func application(
        _ application: UIApplication,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        host.application(application, performActionFor: shortcutItem, completionHandler: completionHandler)
    }
}
#endif
