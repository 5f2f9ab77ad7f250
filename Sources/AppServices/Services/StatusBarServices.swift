public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// A service with status-bar code written before iOS 13.
///
/// Every service is told of each of the four changes, in dispatch order.
@available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
@available(tvOS, unavailable)
public protocol StatusBarService: ApplicationService {
    /// Tells the service that the status bar's orientation is about to change.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - newStatusBarOrientation: The orientation it changes to.
    ///   - duration: How long the rotation takes, in seconds.
    func application(
        _ application: UIApplication,
        willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval
    )
    /// Tells the service that the status bar's orientation changed.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - oldStatusBarOrientation: The orientation it had before.
    func application(
        _ application: UIApplication,
        didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation
    )
    /// Tells the service that the status bar's frame is about to change.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - newStatusBarFrame: The new frame, in screen coordinates.
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)
    /// Tells the service that the status bar's frame changed.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - oldStatusBarFrame: The frame it had before, in screen coordinates.
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)
}
