public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:shouldSaveSecureApplicationState:)``.
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        host.application(application, shouldSaveSecureApplicationState: coder)
    }

    /// Forwards to ``ServiceHost/application(_:shouldRestoreSecureApplicationState:)``.
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        host.application(application, shouldRestoreSecureApplicationState: coder)
    }

    /// Forwards to ``ServiceHost/application(_:willEncodeRestorableStateWith:)``.
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        host.application(application, willEncodeRestorableStateWith: coder)
    }

    /// Forwards to ``ServiceHost/application(_:didDecodeRestorableStateWith:)``.
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        host.application(application, didDecodeRestorableStateWith: coder)
    }

    /// Forwards to ``ServiceHost/application(_:viewControllerWithRestorationIdentifierPath:coder:)``.
    public func application(
        _ application: UIApplication,
        viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController? {
        host.application(application, viewControllerWithRestorationIdentifierPath: identifierComponents, coder: coder)
    }

    /// Forwards to ``ServiceHost/application(_:shouldSaveApplicationState:)``.
    @available(iOS, deprecated: 13.2, message: "Use application:shouldSaveSecureApplicationState:")
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
        host.application(application, shouldSaveApplicationState: coder)
    }

    /// Forwards to ``ServiceHost/application(_:shouldRestoreApplicationState:)``.
    @available(iOS, deprecated: 13.2, message: "Use application:shouldRestoreSecureApplicationState:")
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
        host.application(application, shouldRestoreApplicationState: coder)
    }
}
