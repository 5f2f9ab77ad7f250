import Logging

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// Orientations: each service is a constraint, so the answers intersect; `.all`, the intersection's identity, is
// no opinion. With no opinion at all the Info.plist decides, and an empty intersection, which UIKit rejects
// with an exception, falls back to it too.
@available(tvOS, unavailable)
extension ServiceHost {
    func dispatchSupportedInterfaceOrientations(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        let callback = DelegateCallback.supportedInterfaceOrientations
        let services = participants(callback, (any InterfaceOrientationService).self)
        let answers = services.compactMap { service in
            let mask = service.application(application, supportedInterfaceOrientationsFor: window)
            return mask == .all ? nil : (service, mask)
        }
        let infoPlist = application.supportedInterfaceOrientations(for: window)
        guard let first = answers.first?.1 else {
            record(callback, services, merged: Self.orientationNames(infoPlist) + " (Info.plist)")
            return infoPlist
        }
        let intersection = answers.dropFirst().reduce(first) { $0.intersection($1.1) }
        guard intersection.isEmpty else {
            record(callback, services, merged: Self.orientationNames(intersection))
            return intersection
        }
        let conflicting = answers.map { "\(Self.name(of: $0.0)) (\(Self.orientationNames($0.1)))" }
        logger.warning(
            "The orientations of \(conflicting.joined(separator: ", ")) have none in common for \(callback.selector); answering the Info.plist orientations (\(Self.orientationNames(infoPlist))) instead",
            metadata: [
                "services": "\(answers.map { Self.name(of: $0.0) }.joined(separator: ", "))",
                "callback": "\(callback.selector)",
            ])
        record(callback, services, merged: Self.orientationNames(infoPlist) + " (Info.plist, conflict)")
        return infoPlist
    }

    private nonisolated static func orientationNames(_ mask: UIInterfaceOrientationMask) -> String {
        let named: [(UIInterfaceOrientationMask, String)] = [
            (.portrait, "portrait"), (.landscapeLeft, "landscapeLeft"), (.landscapeRight, "landscapeRight"),
            (.portraitUpsideDown, "portraitUpsideDown"),
        ]
        let names = named.filter { mask.contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
