#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

// What launched the app, for the app delegate: its launch declares the library's milestone and the hold's, and
// in an app that already uses scenes but whose application delegate is another object that forwards to this one
// (SwiftUI's, under `@UIApplicationDelegateAdaptor`), it answers `application(_:configurationForConnecting:options:)`
// with the session's own configuration, so the connection options reach the app-level services and the launch
// context even where no ServicesSceneDelegate runs the scene. Answering it counts as adopting scenes (TN3187),
// so an app without a scene manifest is never told it exists.
extension ServicesAppDelegate {
    /// The milestones a launch declares: the app's, then the library's if a task waits for it, then the hold's,
    /// without repeats.
    ///
    /// A launch whose tasks do not wait for ``Identifier/launchIntentResolved`` does not declare it: a
    /// declared milestone costs the launch its bookkeeping (a set of milestones, whose first use looks up a
    /// conformance among every record of the binary), which a launch without milestones never pays.
    static func launchMilestones(
        declared: [LaunchMilestone], _ hold: LaunchMilestone?, tasks: [LaunchTask]
    ) -> [LaunchMilestone] {
        var milestones = declared
        var library: [LaunchMilestone] = []
        if tasks.contains(where: { $0.descriptor.milestones.contains(.launchIntentResolved) }) {
            library.append(.launchIntentResolved)
        }
        if let hold { library.append(hold) }
        for milestone in library where !milestones.contains(milestone) {
            milestones.append(milestone)
        }
        return milestones
    }

    /// Whether the delegate answers the configuration of connecting scenes for the launch intent: the app declares
    /// a scene manifest and UIKit's application delegate is another object that forwards to this one.
    ///
    /// Asked off the main thread, it answers `false`, since the application's delegate can be read only there. The
    /// Info.plist is read first, so a delegate outside an app (a unit test's) never reads `UIApplication.shared`.
    nonisolated var answersConfigurationForLaunchIntent: Bool {
        guard MainQueue.isCurrent else { return false }
        return MainActor.assumeIsolated {
            SceneManifest.isDeclared && UIApplication.shared.delegate.map { ($0 as AnyObject) !== self } == true
        }
    }

    nonisolated func servicesHandle(_ name: String) -> Bool {
        if dispatchHost?.advertises(name) == true { return true }
        return name == DelegateCallback.configurationForConnecting.rawValue && answersConfigurationForLaunchIntent
    }
}
