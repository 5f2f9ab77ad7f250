// The scene-life-cycle mandate. TN3187 ("Migrating to the UIKit scene-based life cycle"): an app built with the
// iOS 27 SDK must adopt the scene life cycle, that is declare a scene configuration in its Info.plist
// (`UIApplicationSceneManifest`) or implement `application(_:configurationForConnecting:options:)`, or it
// fails to launch: UIKit traps in `_UIApplicationEvaluateRuntimeIssueForNoSceneLifecycleAdoption` with
// `requiredSceneLifecycleMessage`. Built with the iOS 26 SDK, such an app launches and UIKit logs
// `sceneLifecycleWarning`. Apple does not document when in the launch UIKit checks; the replica checks before
// calling the app delegate, so a refused launch calls nothing.
extension HeadlessSystem {
    /// UIKit's assertion message for an app built with the iOS 27 SDK that does not adopt the scene life cycle,
    /// as apps built with the iOS 27 SDK report it.
    public static let requiredSceneLifecycleMessage =
        "Application failed to launch: UIScene life cycle is required for apps built with this SDK. See "
        + "\"Transitioning to the UIKit scene-based life cycle\" in the UIKit documentation for more information "
        + "on migration."

    /// UIKit's console warning for an app built with the iOS 26 SDK that does not adopt the scene life cycle.
    public static let sceneLifecycleWarning =
        "`UIScene` lifecycle will soon be required. Failure to adopt will result in an assert in the future."

    /// Whether the app adopts the scene life cycle: its Info.plist names a scene delegate
    /// (``Options/sceneDelegateFactory``), or its delegate implements
    /// `application(_:configurationForConnecting:options:)`.
    public var usesScenes: Bool {
        options.usesScenes
            || Self.responds(application.delegate, to: "application:configurationForConnectingSceneSession:options:")
    }

    /// Applies the mandate of ``Options/sdk`` to a launch: throws for iOS 27 and later, warns for iOS 26.
    func enforceSceneLifecycleMandate(_ step: String) throws {
        guard state == .notRunning, !usesScenes else { return }
        if options.sdk >= .iOS27 {
            throw HeadlessTransitionError(
                code: .sceneLifecycleRequired, step: step, state: state.description, legalSteps: [],
                detail: "built with the \(options.sdk) SDK: \(Self.requiredSceneLifecycleMessage)")
        }
        if options.sdk >= .iOS26 { runtimeIssues.append(Self.sceneLifecycleWarning) }
    }
}
