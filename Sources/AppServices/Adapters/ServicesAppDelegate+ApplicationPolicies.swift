#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:shouldAllowExtensionPointIdentifier:)``.
    public func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool {
        host.application(application, shouldAllowExtensionPointIdentifier: extensionPointIdentifier)
    }

    /// Forwards to ``ServiceHost/applicationShouldAutomaticallyLocalizeKeyCommands(_:)``.
    public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool {
        host.applicationShouldAutomaticallyLocalizeKeyCommands(application)
    }
}
