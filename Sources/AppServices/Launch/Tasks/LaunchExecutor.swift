/// Where a launch task's work runs.
public enum LaunchExecutor: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// On the main actor, like UIKit work.
    case mainActor
    /// On the cooperative thread pool, concurrently with other background tasks.
    case background

    /// The executor's name, as manifests spell it.
    public var description: String { rawValue }
}
