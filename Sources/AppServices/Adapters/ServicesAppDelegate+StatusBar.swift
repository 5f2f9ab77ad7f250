public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

#if !os(tvOS)
extension ServicesAppDelegate {
    /// Forwards to ``ServiceHost/application(_:willChangeStatusBarOrientation:duration:)``.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public func application(
        _ application: UIApplication,
        willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval
    ) {
        host.application(application, willChangeStatusBarOrientation: newStatusBarOrientation, duration: duration)
    }

    /// Forwards to ``ServiceHost/application(_:didChangeStatusBarOrientation:)``.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public func application(
        _ application: UIApplication,
        didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation
    ) {
        host.application(application, didChangeStatusBarOrientation: oldStatusBarOrientation)
    }

    /// Forwards to ``ServiceHost/application(_:willChangeStatusBarFrame:)``.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {
        host.application(application, willChangeStatusBarFrame: newStatusBarFrame)
    }

    /// Forwards to ``ServiceHost/application(_:didChangeStatusBarFrame:)``.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {
        host.application(application, didChangeStatusBarFrame: oldStatusBarFrame)
    }
}
#endif
