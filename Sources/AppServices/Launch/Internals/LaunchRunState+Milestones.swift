extension LaunchRunState {
    /// Records that the app reached `milestone` at `now`, and queues the tasks of started phases that waited
    /// only for it, and says whether the launch declares it; reaching it twice does nothing.
    mutating func reach(_ milestone: LaunchMilestone, at now: LaunchMoment) -> (effects: Effects, declared: Bool) {
        var effects = Effects()
        guard let position = milestoneGate?.position(of: milestone) else { return (effects, false) }
        guard milestoneGate?.reach(position, at: now) == true, let waiters = milestoneGate?.waiters[position] else {
            return (effects, true)
        }
        for task in waiters where progress[task].status == .waiting { release(task, effects: &effects) }
        settleAgain(at: now, effects: &effects)
        return (effects, true)
    }

    /// Skips the tasks that wait for `milestone` and have not been released, and their dependants (tasks
    /// already released or run are left alone), and says whether the launch declares it.
    mutating func withdraw(_ milestone: LaunchMilestone, at now: LaunchMoment) -> (effects: Effects, declared: Bool) {
        var effects = Effects()
        guard let position = milestoneGate?.position(of: milestone), let waiters = milestoneGate?.waiters[position]
        else { return (effects, false) }
        for task in waiters where progress[task].status == .waiting {
            skip(task, because: "the milestone '\(milestone)' was withdrawn", at: now, effects: &effects)
        }
        settleAgain(at: now, effects: &effects)
        return (effects, true)
    }

    /// Recomputes the held tasks after a milestone changed, and drops the report, so the next one covers
    /// the milestone and what it released: at once if the launch is still settled, else once it settles.
    private mutating func settleAgain(at now: LaunchMoment, effects: inout Effects) {
        let (progress, graph, phaseOfTask) = (progress, graph, phaseOfTask)
        milestoneGate?.updateHeld(graph: graph, phaseOfTask: phaseOfTask) { progress[$0].status == .waiting }
        report = nil
        completeWaits(at: now, effects: &effects)
    }

    /// The report of a launch with milestones from the done tasks' records (in registration order): each
    /// task's wait for them, when each was reached, and the tasks still held.
    func milestoneReport(
        tasks: [LaunchTaskRecord], phases: [LaunchPhaseSpan], gate: LaunchMilestoneGate
    ) -> LaunchReport {
        var tasks = tasks
        var pending: [LaunchTaskIdentifier] = []
        var position = 0
        for index in progress.indices {
            guard progress[index].status == .done else {
                pending.append(graph.descriptors[index].id)
                continue
            }
            tasks[position].milestoneWait = milestoneWait(of: index, gate: gate)
            position += 1
        }
        var report = LaunchReport(tasks: tasks, phases: phases, budget: budget)
        report.milestones = gate.milestones.indices.map {
            LaunchMilestoneRecord(milestone: gate.milestones[$0], reached: gate.reached[$0]?.offset)
        }
        report.pendingTasks = pending
        return report
    }

    /// How long the done task at `index` waited for its milestones: from when its phase had started and
    /// its dependencies were done to when its last milestone was reached, or it was skipped.
    private func milestoneWait(of index: Int, gate: LaunchMilestoneGate) -> Duration {
        guard let reach = gate.lastReach(of: index), let phaseStart = phaseStarts[Int(phaseOfTask[index])] else {
            return .zero
        }
        var ready = phaseStart
        for dependency in graph.dependencyIndices[index] where progress[dependency].status == .done {
            ready = max(ready, ends.end(of: dependency))
        }
        let released = min(reach, ends.ended(index, error: nil).start)
        return .nanoseconds(max(0, released.nanoseconds(since: ready)))
    }
}
