/// When during launch a task runs.
///
/// Phases are ordered: a task may depend on tasks of its own phase or of an earlier one.
/// The two launch phases are *synchronous*: their main-actor tasks finish before the matching
/// `UIApplicationDelegate` callback returns. The later phases are asynchronous.
public enum LaunchPhase: String, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// Before `application(_:willFinishLaunchingWithOptions:)` returns.
    case willFinishLaunching
    /// Before `application(_:didFinishLaunchingWithOptions:)` returns, so before the first frame.
    case didFinishLaunching
    /// After the first scene (or, without scenes, the application) becomes active: the first frame is up.
    case firstSceneActive
    /// When the app is idle after its first frame: work nobody waits for.
    case idle

    /// Whether the phase is bound to a synchronous delegate callback.
    public var isSynchronous: Bool {
        switch self {
        case .willFinishLaunching, .didFinishLaunching: true
        case .firstSceneActive, .idle: false
        }
    }

    /// The phase's position in `allCases`, for tables indexed by phase.
    var index: Int {
        switch self {
        case .willFinishLaunching: 0
        case .didFinishLaunching: 1
        case .firstSceneActive: 2
        case .idle: 3
        }
    }

    /// The phase's name, as manifests spell it.
    public var description: String { rawValue }

    /// Orders phases as they happen during launch.
    public static func < (lhs: LaunchPhase, rhs: LaunchPhase) -> Bool {
        lhs.index < rhs.index
    }
}
