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
        let services = participants((any StatusBarService).self)
        for service in services {
            service.application(
                application, willChangeStatusBarOrientation: newStatusBarOrientation, duration: duration)
        }
        record(Self.willChangeStatusBarOrientation, services)
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
        let services = participants((any StatusBarService).self)
        for service in services {
            service.application(application, didChangeStatusBarOrientation: oldStatusBarOrientation)
        }
        record(Self.didChangeStatusBarOrientation, services)
    }

    /// Tells every ``StatusBarService`` that the status bar's frame is about to change.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - newStatusBarFrame: The new frame, in screen coordinates.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, unavailable)
    public func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {
        let services = participants((any StatusBarService).self)
        for service in services { service.application(application, willChangeStatusBarFrame: newStatusBarFrame) }
        record(Self.willChangeStatusBarFrame, services)
    }

    /// Tells every ``StatusBarService`` that the status bar's frame changed.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - oldStatusBarFrame: The frame it had before, in screen coordinates.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, unavailable)
    public func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {
        let services = participants((any StatusBarService).self)
        for service in services { service.application(application, didChangeStatusBarFrame: oldStatusBarFrame) }
        record(Self.didChangeStatusBarFrame, services)
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
