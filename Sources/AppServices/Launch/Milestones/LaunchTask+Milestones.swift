extension LaunchTask {
    /// This task, also waiting for `milestones`: it starts once its phase has started, its dependencies
    /// are done and every milestone it waits for is reached.
    ///
    /// Only a task of an asynchronous phase may wait: a synchronous phase's delegate callback cannot.
    ///
    /// ```swift
    /// LaunchTask("analytics.start", phase: .firstSceneActive) { Analytics.start() }
    ///     .waiting(for: .consentGiven)
    /// ```
    ///
    /// - Parameter milestones: The milestones that must be reached first.
    /// - Returns: The task with `milestones` added to those it already waits for.
    public func waiting(for milestones: LaunchMilestone...) -> LaunchTask {
        var descriptor = descriptor
        descriptor.milestones += milestones
        return LaunchTask(descriptor: descriptor, work: work)
    }
}
