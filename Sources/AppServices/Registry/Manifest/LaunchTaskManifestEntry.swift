/// One launch task's overrides in a manifest; `nil` fields keep the registered descriptor's value.
public struct LaunchTaskManifestEntry: Hashable, Sendable {
    /// The task's identifier (`id`).
    public var id: LaunchTaskIdentifier
    /// Whether the task runs (`enabled`).
    public var isEnabled: Bool?
    /// The tasks that must finish first, replacing the registered list (`dependencies`).
    public var dependencies: [LaunchTaskIdentifier]?
    /// When the task runs (`phase`).
    public var phase: LaunchPhase?
    /// Where the task runs (`executor`).
    public var executor: LaunchExecutor?
    /// Breaks ties between ready tasks, higher first (`priority`).
    public var priority: Int?
    /// The time limit, written in seconds (`timeout`).
    public var timeout: Duration?
    /// What a failure means (`failurePolicy`).
    public var failurePolicy: LaunchFailurePolicy?
    /// The app's milestones the task waits for, replacing the registered list (`milestones`).
    public var milestones: [LaunchMilestone]?
    /// Where the entry is, such as `tasks[0]` of `Manifest.json`.
    public var location: ManifestLocation

    /// The descriptor with this entry's overrides applied.
    ///
    /// - Parameter descriptor: The registered descriptor.
    /// - Returns: The descriptor to validate and schedule.
    public func applied(to descriptor: LaunchTaskDescriptor) -> LaunchTaskDescriptor {
        var result = descriptor
        if let dependencies { result.dependencies = dependencies }
        if let phase { result.phase = phase }
        if let executor { result.executor = executor }
        if let priority { result.priority = priority }
        if let timeout { result.timeout = timeout }
        if let failurePolicy { result.failurePolicy = failurePolicy }
        if let milestones { result.milestones = milestones }
        return result
    }

    /// This entry with every field the overlay's entry for the same task sets replaced, located at the overlay.
    func overlaid(by overlay: LaunchTaskManifestEntry) -> LaunchTaskManifestEntry {
        LaunchTaskManifestEntry(
            id: id,
            isEnabled: overlay.isEnabled ?? isEnabled,
            dependencies: overlay.dependencies ?? dependencies,
            phase: overlay.phase ?? phase,
            executor: overlay.executor ?? executor,
            priority: overlay.priority ?? priority,
            timeout: overlay.timeout ?? timeout,
            failurePolicy: overlay.failurePolicy ?? failurePolicy,
            milestones: overlay.milestones ?? milestones,
            location: overlay.location
        )
    }
}
