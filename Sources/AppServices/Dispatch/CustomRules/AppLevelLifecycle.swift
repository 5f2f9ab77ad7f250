/// The app-level life cycle that UIKit derives from an app's scenes: the app becomes active with its first
/// active scene, resigns with its last, enters the background with its last scene in the foreground and
/// returns with its first.
///
/// The host feeds it every scene transition and delivers the app-level events it returns, so a service
/// written for `applicationDidBecomeActive(_:)` and its siblings is called in a scene-based app exactly as
/// in one without scenes (see <doc:MergeRules>). Scenes are told apart by identity.
struct AppLevelLifecycle: Equatable {
    /// An app-level transition.
    enum Event: Equatable {
        case willEnterForeground
        case didBecomeActive
        case willResignActive
        case didEnterBackground
    }

    private enum State: Equatable {
        case inactive
        case active
        case background
        /// Launched in the background state, not yet known to be a background launch: a foreground launch of a
        /// scene-based app may start in the background state too (reported from the field; the replica can
        /// launch either way), so the first scene entering the foreground is the launch's, not a return.
        case launchedInBackgroundState
    }

    private var state = State.inactive
    private var foreground: Set<ObjectIdentifier> = []
    private var active: Set<ObjectIdentifier> = []

    /// Starts the app-level state at launch: inactive, or, in the background state, undecided until the app is
    /// given background work (``backgroundWorkArrived()``) or its first scene enters the foreground.
    mutating func launched(inBackground: Bool) {
        self = AppLevelLifecycle()
        if inBackground { state = .launchedInBackgroundState }
    }

    /// The app was given background work (a remote notification to fetch for, or a scene of a role that is not the
    /// app's, such as CarPlay's) with no scene in the foreground: a launch in the background state was a background
    /// launch, so the first scene's foregrounding is a return.
    mutating func backgroundWorkArrived() {
        guard state == .launchedInBackgroundState, foreground.isEmpty else { return }
        state = .background
    }

    /// A scene is about to enter the foreground: `willEnterForeground` if the app was in the background (not for
    /// the first scene of a launch in the background state that no background work showed to be one).
    mutating func sceneWillEnterForeground(_ scene: ObjectIdentifier) -> [Event] {
        foreground.insert(scene)
        if state == .launchedInBackgroundState { state = .inactive }
        guard state == .background else { return [] }
        state = .inactive
        return [.willEnterForeground]
    }

    /// A scene became active: `didBecomeActive` if it is the first active scene (after `willEnterForeground` if
    /// the app was in the background, which UIKit never does but a hand-made sequence might).
    mutating func sceneDidBecomeActive(_ scene: ObjectIdentifier) -> [Event] {
        var events = sceneWillEnterForeground(scene)
        active.insert(scene)
        guard state != .active else { return events }
        state = .active
        events.append(.didBecomeActive)
        return events
    }

    /// A scene is about to resign active: `willResignActive` if no other scene stays active.
    mutating func sceneWillResignActive(_ scene: ObjectIdentifier) -> [Event] {
        active.remove(scene)
        guard state == .active, active.isEmpty else { return [] }
        state = .inactive
        return [.willResignActive]
    }

    /// A scene entered the background: `didEnterBackground` if it was the last scene in the foreground (after
    /// `willResignActive` if it was still the last active one).
    mutating func sceneDidEnterBackground(_ scene: ObjectIdentifier) -> [Event] {
        var events = sceneWillResignActive(scene)
        foreground.remove(scene)
        guard state != .background, foreground.isEmpty else { return events }
        state = .background
        events.append(.didEnterBackground)
        return events
    }
}
