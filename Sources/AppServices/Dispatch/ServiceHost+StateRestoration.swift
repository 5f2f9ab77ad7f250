public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// State restoration is opt-in: the "should" methods are advertised only when a service adopts a
// restoration capability, and then need every adopter's yes. Encoding and decoding are broadcast in order
// on one shared coder. A restoration path has one view controller: the first non-nil answer wins.
extension ServiceHost {
    /// Asks every ``StateRestorationService`` whether the app's state may be saved.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - coder: The coder the state will be saved to.
    /// - Returns: `true` only if every service says `true`; `false` with no service, as UIKit's default.
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        let services = participants((any StateRestorationService).self)
        let answers = services.map { $0.application(application, shouldSaveSecureApplicationState: coder) }
        return allowed(Self.shouldSaveSecure, services, answers)
    }

    /// Asks every ``StateRestorationService`` whether the app's saved state may be restored.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - coder: The coder holding the saved state.
    /// - Returns: `true` only if every service says `true`; `false` with no service, as UIKit's default.
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder)
        -> Bool
    {
        let services = participants((any StateRestorationService).self)
        let answers = services.map { $0.application(application, shouldRestoreSecureApplicationState: coder) }
        return allowed(Self.shouldRestoreSecure, services, answers)
    }

    /// Tells every ``StateRestorationService``, in order, to save its state into the shared coder.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - coder: The coder to write to.
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        broadcast(Self.willEncode, to: (any StateRestorationService).self) {
            $0.application(application, willEncodeRestorableStateWith: coder)
        }
    }

    /// Tells every ``StateRestorationService``, in order, to restore its state from the shared coder.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - coder: The coder to read from.
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        broadcast(Self.didDecode, to: (any StateRestorationService).self) {
            $0.application(application, didDecodeRestorableStateWith: coder)
        }
    }

    /// Asks the ``RestorationViewControllerService`` services in order for the view controller of a path,
    /// until one returns it; later services are not asked.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifierComponents: The restoration identifiers of the path.
    ///   - coder: The coder holding the view controller's state.
    /// - Returns: The first non-`nil` view controller, or `nil`.
    public func application(
        _ application: UIApplication,
        viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController? {
        var asked: [any RestorationViewControllerService] = []
        for service in participants((any RestorationViewControllerService).self) {
            asked.append(service)
            if let viewController = service.application(
                application, viewControllerWithRestorationIdentifierPath: identifierComponents, coder: coder)
            {
                record(Self.restorationViewController, asked, merged: String(describing: type(of: viewController)))
                return viewController
            }
        }
        record(Self.restorationViewController, asked, merged: "nil")
        return nil
    }

    /// Asks every ``LegacyStateRestorationService`` whether the app's state may be saved.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - coder: The coder the state will be saved to.
    /// - Returns: `true` only if every service says `true`; `false` with no service.
    @available(iOS, deprecated: 13.2)
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
        let services = participants((any LegacyStateRestorationService).self)
        let answers = services.map { $0.application(application, shouldSaveApplicationState: coder) }
        return allowed(Self.shouldSave, services, answers)
    }

    /// Asks every ``LegacyStateRestorationService`` whether the app's saved state may be restored.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - coder: The coder holding the saved state.
    /// - Returns: `true` only if every service says `true`; `false` with no service.
    @available(iOS, deprecated: 13.2)
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
        let services = participants((any LegacyStateRestorationService).self)
        let answers = services.map { $0.application(application, shouldRestoreApplicationState: coder) }
        return allowed(Self.shouldRestore, services, answers)
    }

    /// The opt-in "may I" merge: `true` only if there are answers and all are `true`.
    private func allowed(_ selector: String, _ services: [Any], _ answers: [Bool]) -> Bool {
        let merged = !answers.isEmpty && !answers.contains(false)
        record(selector, services, merged: "\(merged)")
        return merged
    }

    fileprivate nonisolated static let shouldSaveSecure = "application:shouldSaveSecureApplicationState:"
    fileprivate nonisolated static let shouldRestoreSecure = "application:shouldRestoreSecureApplicationState:"
    fileprivate nonisolated static let willEncode = "application:willEncodeRestorableStateWithCoder:"
    fileprivate nonisolated static let didDecode = "application:didDecodeRestorableStateWithCoder:"
    fileprivate nonisolated static let restorationViewController =
        "application:viewControllerWithRestorationIdentifierPath:coder:"
    fileprivate nonisolated static let shouldSave = "application:shouldSaveApplicationState:"
    fileprivate nonisolated static let shouldRestore = "application:shouldRestoreApplicationState:"
}

extension DelegateSelectorTable {
    static let appStateRestorationRows: [Row] = [
        row(ServiceHost.shouldSaveSecure, .application, (any StateRestorationService).self),
        row(ServiceHost.shouldRestoreSecure, .application, (any StateRestorationService).self),
        row(ServiceHost.willEncode, .application, (any StateRestorationService).self),
        row(ServiceHost.didDecode, .application, (any StateRestorationService).self),
        row(ServiceHost.restorationViewController, .application, (any RestorationViewControllerService).self),
        row(ServiceHost.shouldSave, .application, (any LegacyStateRestorationService).self),
        row(ServiceHost.shouldRestore, .application, (any LegacyStateRestorationService).self),
    ]
}
