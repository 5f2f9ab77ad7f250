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
        let services = participants(.supportedInterfaceOrientations, (any InterfaceOrientationService).self)
        return mergeOrientations(
            .supportedInterfaceOrientations, services,
            answers: services.map { ($0, $0.application(application, supportedInterfaceOrientationsFor: window)) },
            fallback: application.supportedInterfaceOrientations(for: window), fallbackName: "Info.plist")
    }

    /// The scene-level rule of iOS 27: the same intersection, with the app's orientations for the scene's key
    /// window (which UIKit takes from the Info.plist) when no service has an opinion or the answers conflict.
    func dispatchWindowSceneSupportedInterfaceOrientations(
        for windowScene: UIWindowScene
    ) -> UIInterfaceOrientationMask {
        let services = participants(
            .windowSceneSupportedInterfaceOrientations, (any WindowSceneInterfaceOrientationService).self,
            in: windowScene)
        return mergeOrientations(
            .windowSceneSupportedInterfaceOrientations, services,
            answers: services.map { ($0, $0.supportedInterfaceOrientations(for: windowScene)) },
            fallback: UIApplication.shared.supportedInterfaceOrientations(for: windowScene.keyWindow),
            fallbackName: "the app's")
    }

    private func mergeOrientations(
        _ callback: DelegateCallback,
        _ services: [Any],
        answers all: [(Any, UIInterfaceOrientationMask)],
        fallback: @autoclosure () -> UIInterfaceOrientationMask,
        fallbackName: String
    ) -> UIInterfaceOrientationMask {
        let answers = all.filter { $0.1 != .all }
        guard let first = answers.first?.1 else {
            let fallback = fallback()
            record(callback, services, merged: Self.orientationNames(fallback) + " (\(fallbackName))")
            return fallback
        }
        let intersection = answers.dropFirst().reduce(first) { $0.intersection($1.1) }
        guard intersection.isEmpty else {
            record(callback, services, merged: Self.orientationNames(intersection))
            return intersection
        }
        let fallback = fallback()
        let conflicting = answers.map { "\(Self.name(of: $0.0)) (\(Self.orientationNames($0.1)))" }
        logger.warning(
            "The orientations of \(conflicting.joined(separator: ", ")) have none in common for \(callback.selector); answering the \(fallbackName) orientations (\(Self.orientationNames(fallback))) instead",
            metadata: [
                "services": "\(answers.map { Self.name(of: $0.0) }.joined(separator: ", "))",
                "callback": "\(callback.selector)",
            ])
        record(callback, services, merged: Self.orientationNames(fallback) + " (\(fallbackName), conflict)")
        return fallback
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
