extension LaunchGraph {
    /// The tasks that wait for undeclared milestones, then those of synchronous phases that wait for any,
    /// each group in registration order; the message names the task and the milestone.
    func milestoneProblems() -> [LaunchGraphProblem] {
        guard descriptors.contains(where: { !$0.milestones.isEmpty }) else { return [] }
        let declared = Set(milestones)
        var unknown: [LaunchGraphProblem] = []
        var synchronous: [LaunchGraphProblem] = []
        for descriptor in descriptors where !descriptor.milestones.isEmpty {
            let id = descriptor.id
            for milestone in descriptor.milestones where !declared.contains(milestone) {
                unknown.append(
                    LaunchGraphProblem(
                        code: .unknownMilestone, tasks: [id],
                        message: "task '\(id)' waits for the milestone '\(milestone)', which is not declared; "
                            + "declare it among the app's milestones or remove it from the task",
                        milestones: [milestone]))
            }
            guard descriptor.phase.isSynchronous, let milestone = descriptor.milestones.first else { continue }
            synchronous.append(
                LaunchGraphProblem(
                    code: .milestoneInSynchronousPhase, tasks: [id],
                    message: "task '\(id)' waits for the milestone '\(milestone)' but runs in the synchronous phase "
                        + "\(descriptor.phase), whose delegate callback cannot wait; move it to "
                        + "\(LaunchPhase.firstSceneActive) or later",
                    milestones: [milestone]))
        }
        return unknown + synchronous
    }
}
