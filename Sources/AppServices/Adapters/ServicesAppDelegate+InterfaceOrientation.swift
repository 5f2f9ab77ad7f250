#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

#if !os(tvOS)
extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:supportedInterfaceOrientationsFor:)``.
    public func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        host.application(application, supportedInterfaceOrientationsFor: window)
    }
}
#endif
