/// The milestones of a running launch: which are reached and when, which tasks wait for each, and which
/// tasks are held, that is, wait for a milestone not reached, directly or through their dependencies.
///
/// A launch has one only when it declares milestones or a task waits for one, so a launch without them
/// pays for none of this.
struct LaunchMilestoneGate {
    /// The declared milestones, in declaration order.
    let milestones: [LaunchMilestone]
    /// For each milestone, the tasks that wait for it, in registration order.
    let waiters: [[Int]]
    /// For each task, the milestones it waits for, without repeats.
    let awaited: [[Int]]
    /// When each milestone was reached, or `nil`.
    private(set) var reached: [LaunchMoment?]
    /// Whether each task is held.
    private var held: [Bool]
    /// How many held tasks each phase has.
    private(set) var heldInPhase: [Int]
    /// How many tasks are held.
    private(set) var heldCount = 0

    /// The gate of `graph`, or `nil` when it declares no milestone and no task waits for one.
    init?(graph: LaunchGraph) {
        let waits = graph.descriptors.contains { !$0.milestones.isEmpty }
        guard waits || !graph.milestones.isEmpty else { return nil }
        milestones = graph.milestones
        let indexByMilestone = Dictionary(uniqueKeysWithValues: graph.milestones.enumerated().map { ($1, $0) })
        var waiters = Array(repeating: [Int](), count: graph.milestones.count)
        var awaited = Array(repeating: [Int](), count: graph.descriptors.count)
        for index in graph.descriptors.indices where !graph.descriptors[index].milestones.isEmpty {
            for milestone in graph.descriptors[index].milestones {
                guard let position = indexByMilestone[milestone], !awaited[index].contains(position) else { continue }
                awaited[index].append(position)
                waiters[position].append(index)
            }
        }
        self.waiters = waiters
        self.awaited = awaited
        reached = Array(repeating: nil, count: graph.milestones.count)
        held = Array(repeating: false, count: graph.descriptors.count)
        heldInPhase = Array(repeating: 0, count: LaunchPhase.allCases.count)
    }

    /// The position of `milestone` among the declared ones, or `nil` when it is not declared.
    func position(of milestone: LaunchMilestone) -> Int? {
        milestones.firstIndex(of: milestone)
    }

    /// Records that the milestone at `position` was reached at `now`; returns `false` if it already was.
    mutating func reach(_ position: Int, at now: LaunchMoment) -> Bool {
        guard reached[position] == nil else { return false }
        reached[position] = now
        return true
    }

    /// When the last milestone the task at `index` waits for was reached, or `nil` when it waits for none
    /// or for one not reached.
    func lastReach(of index: Int) -> LaunchMoment? {
        guard !awaited[index].isEmpty else { return nil }
        var last = LaunchMoment.start
        for position in awaited[index] {
            guard let moment = reached[position] else { return nil }
            last = max(last, moment)
        }
        return last
    }

    /// Marks held every task that `isWaiting` says has not started and that waits for a milestone not
    /// reached, directly or through a dependency.
    mutating func updateHeld(graph: LaunchGraph, phaseOfTask: [UInt8], isWaiting: (Int) -> Bool) {
        for index in held.indices { held[index] = false }
        for phase in heldInPhase.indices { heldInPhase[phase] = 0 }
        heldCount = 0
        for index in graph.topologicalOrder where isWaiting(index) {
            let waits =
                awaited[index].contains { reached[$0] == nil } || graph.dependencyIndices[index].contains { held[$0] }
            guard waits else { continue }
            held[index] = true
            heldInPhase[Int(phaseOfTask[index])] += 1
            heldCount += 1
        }
    }

    /// Forgets the task at `index`, of phase `phase`, which is done: it was skipped.
    mutating func release(_ index: Int, phase: Int) {
        guard held[index] else { return }
        held[index] = false
        heldInPhase[phase] -= 1
        heldCount -= 1
    }
}
