public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:open:options:)``.
    public func application(
        _ app: UIApplication,
        open url: URL,
        options: [UIApplication.OpenURLOptionsKey: Any] = [:]
    ) -> Bool {
        host.application(app, open: url, options: options)
    }

    #if !os(tvOS)
    /// Forwards to ``ServiceHost/application(_:handleOpen:)``.
    @available(iOS, deprecated: 9.0)
    public func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
        host.application(application, handleOpen: url)
    }

    /// Forwards to ``ServiceHost/application(_:open:sourceApplication:annotation:)``.
    @available(iOS, deprecated: 9.0)
    public func application(
        _ application: UIApplication,
        open url: URL,
        sourceApplication: String?,
        annotation: Any
    ) -> Bool {
        host.application(application, open: url, sourceApplication: sourceApplication, annotation: annotation)
    }
    #endif
}
