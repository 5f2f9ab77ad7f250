import Logging

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

// Orientations: each service is a constraint, so the answers intersect. No answer leaves the decision to
// the Info.plist, and an empty intersection, which UIKit rejects with an exception, falls back to it too.
// The method is advertised only when a service adopts the capability, since implementing it overrides the
// Info.plist.
@available(tvOS, unavailable)
extension ServiceHost {
    /// Asks every ``InterfaceOrientationService`` and answers the intersection of their masks.
    ///
    /// With no non-`nil` answer, or when the answers have no orientation in common, the result is the app's
    /// Info.plist orientations, `application.supportedInterfaceOrientations(for:)`; a conflict is logged as
    /// a warning that names the services and their masks. The result is never empty unless the Info.plist
    /// is.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - window: The window, or `nil`.
    /// - Returns: The orientations the app supports in `window`.
    public func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        let services = participants((any InterfaceOrientationService).self)
        let answers = services.compactMap { service in
            service.application(application, supportedInterfaceOrientationsFor: window).map { (service, $0) }
        }
        let infoPlist = application.supportedInterfaceOrientations(for: window)
        guard let first = answers.first?.1 else {
            record(Self.supportedOrientations, services, merged: Self.orientationNames(infoPlist) + " (Info.plist)")
            return infoPlist
        }
        let intersection = answers.dropFirst().reduce(first) { $0.intersection($1.1) }
        guard intersection.isEmpty else {
            record(Self.supportedOrientations, services, merged: Self.orientationNames(intersection))
            return intersection
        }
        let conflicting = answers.map { "\(Self.name(of: $0.0)) (\(Self.orientationNames($0.1)))" }
        logger.warning(
            "The orientations of \(conflicting.joined(separator: ", ")) have none in common for \(Self.supportedOrientations); answering the Info.plist orientations (\(Self.orientationNames(infoPlist))) instead",
            metadata: [
                "services": "\(answers.map { Self.name(of: $0.0) }.joined(separator: ", "))",
                "callback": "\(Self.supportedOrientations)",
            ])
        record(
            Self.supportedOrientations, services, merged: Self.orientationNames(infoPlist) + " (Info.plist, conflict)")
        return infoPlist
    }

    fileprivate nonisolated static let supportedOrientations = "application:supportedInterfaceOrientationsForWindow:"

    /// The mask's orientations by name, such as `portrait, landscapeLeft`, or `none`.
    fileprivate nonisolated static func orientationNames(_ mask: UIInterfaceOrientationMask) -> String {
        let named: [(UIInterfaceOrientationMask, String)] = [
            (.portrait, "portrait"), (.landscapeLeft, "landscapeLeft"), (.landscapeRight, "landscapeRight"),
            (.portraitUpsideDown, "portraitUpsideDown"),
        ]
        let names = named.filter { mask.contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}

extension DelegateSelectorTable {
    #if os(tvOS)
    static let appOrientationRows: [Row] = []
    #else
    static let appOrientationRows: [Row] = [
        row(ServiceHost.supportedOrientations, .application, (any InterfaceOrientationService).self)
    ]
    #endif
}
