public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// Status-bar changes (deprecated in iOS 13, unavailable on tvOS): every StatusBarService is told, in order.
extension ServiceHost {
    /// Tells every ``StatusBarService`` that the status bar's orientation is about to change.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - newStatusBarOrientation: The orientation it changes to.
    ///   - duration: How long the rotation takes, in seconds.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval
    ) {
        broadcast(Self.willChangeStatusBarOrientation, to: (any StatusBarService).self) {
            $0.application(
                application, willChangeStatusBarOrientation: newStatusBarOrientation, duration: duration)
        }
    }

    /// Tells every ``StatusBarService`` that the status bar's orientation changed.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - oldStatusBarOrientation: The orientation it had before.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, unavailable)
    public func application(
        _ application: UIApplication,
        didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation
    ) {
        broadcast(Self.didChangeStatusBarOrientation, to: (any StatusBarService).self) {
            $0.application(application, didChangeStatusBarOrientation: oldStatusBarOrientation)
        }
    }

    /// Tells every ``StatusBarService`` that the status bar's frame is about to change.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - newStatusBarFrame: The new frame, in screen coordinates.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, unavailable)
    public func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {
        broadcast(Self.willChangeStatusBarFrame, to: (any StatusBarService).self) {
            $0.application(application, willChangeStatusBarFrame: newStatusBarFrame)
        }
    }

    /// Tells every ``StatusBarService`` that the status bar's frame changed.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - oldStatusBarFrame: The frame it had before, in screen coordinates.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, unavailable)
    public func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {
        broadcast(Self.didChangeStatusBarFrame, to: (any StatusBarService).self) {
            $0.application(application, didChangeStatusBarFrame: oldStatusBarFrame)
        }
    }

    fileprivate nonisolated static let willChangeStatusBarOrientation =
        "application:willChangeStatusBarOrientation:duration:"
    fileprivate nonisolated static let didChangeStatusBarOrientation = "application:didChangeStatusBarOrientation:"
    fileprivate nonisolated static let willChangeStatusBarFrame = "application:willChangeStatusBarFrame:"
    fileprivate nonisolated static let didChangeStatusBarFrame = "application:didChangeStatusBarFrame:"
}

extension DelegateSelectorTable {
    #if os(tvOS)
    static let statusBarRows: [Row] = []
    #else
    static let statusBarRows: [Row] = [
        row(ServiceHost.willChangeStatusBarOrientation, .application, (any StatusBarService).self),
        row(ServiceHost.didChangeStatusBarOrientation, .application, (any StatusBarService).self),
        row(ServiceHost.willChangeStatusBarFrame, .application, (any StatusBarService).self),
        row(ServiceHost.didChangeStatusBarFrame, .application, (any StatusBarService).self),
    ]
    #endif
}
