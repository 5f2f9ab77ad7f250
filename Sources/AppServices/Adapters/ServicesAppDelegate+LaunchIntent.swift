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
    /// The milestones a launch declares: the app's, then the library's and the hold's, without repeats.
    static func launchMilestones(declared: [LaunchMilestone], _ hold: LaunchMilestone?) -> [LaunchMilestone] {
        var milestones = declared
        for milestone in [LaunchMilestone.launchIntentResolved] + (hold.map { [$0] } ?? [])
        where !milestones.contains(milestone) {
            milestones.append(milestone)
        }
        return milestones
    }

    /// Whether the delegate answers the configuration of connecting scenes for the launch intent: the app declares
    /// a scene manifest and UIKit's application delegate is another object that forwards to this one.
    ///
    /// Asked off the main thread, it answers `false`, since the application's delegate can be read only there.
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
