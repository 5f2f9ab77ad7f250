import AppServices
import PropertyBased

/// Which milestones the tasks of a ``RandomLaunchGraph`` wait for, and when during the launch the app
/// reaches each, if ever.
struct RandomMilestonePlan: Sendable, CustomStringConvertible {
    /// When the app reaches a milestone.
    enum Moment: Int, CaseIterable, Sendable {
        case beforeLaunch, afterWillFinish, afterDidFinish, duringFirstSceneActive, duringIdle, never
    }

    static let milestones: [LaunchMilestone] = ["m0", "m1", "m2"]

    /// The milestones each task waits for, by task identifier; only tasks of asynchronous phases wait.
    var waits: [String: [LaunchMilestone]]
    /// When each milestone of ``milestones`` is reached.
    var moments: [Moment]

    var description: String {
        "waits \(waits.sorted { $0.key < $1.key }), moments \(moments)"
    }

    /// Plans for the up to 10 tasks of a random graph, `t0` to `t9`.
    static let generator = Generator<RandomMilestonePlan, Shrink.None<RandomMilestonePlan>> { rng in
        var waits: [String: [LaunchMilestone]] = [:]
        for index in 0..<10 where Double.random(in: 0..<1, using: &rng) < 0.4 {
            waits["t\(index)"] = milestones.filter { _ in Bool.random(using: &rng) }
        }
        let moments = milestones.map { _ in Moment.allCases.randomElement(using: &rng)! }
        return RandomMilestonePlan(waits: waits, moments: moments)
    }

    /// The milestones `descriptor` waits for: none in a synchronous phase, which cannot wait.
    func milestones(of descriptor: LaunchTaskDescriptor) -> [LaunchMilestone] {
        descriptor.phase.isSynchronous ? [] : waits[descriptor.id.rawValue] ?? []
    }

    /// The milestones reached at `moment`.
    func reached(at moment: Moment) -> [LaunchMilestone] {
        Self.milestones.indices.filter { moments[$0] == moment }.map { Self.milestones[$0] }
    }

    /// What the documented rules make of the graph's scripted failures and these milestones: `nil` for a
    /// task still pending, waiting for a milestone never reached, directly or through a dependency.
    func expectedOutcomes(of graph: RandomLaunchGraph) -> [LaunchTaskIdentifier: LaunchTaskOutcome?] {
        let byID = Dictionary(uniqueKeysWithValues: graph.specs.map { ($0.descriptor.id, $0) })
        let never = Set(reached(at: .never))
        var outcomes: [LaunchTaskIdentifier: LaunchTaskOutcome?] = [:]
        for id in graph.topologicalOrder {
            let spec = byID[id]!
            let dependencies = spec.descriptor.dependencies.map { outcomes[$0]! }
            let blocked = zip(spec.descriptor.dependencies, dependencies).contains { dependency, outcome in
                outcome == .skipped || (outcome == .failed && byID[dependency]!.descriptor.failurePolicy != .ignore)
            }
            if blocked {
                outcomes[id] = .skipped
            } else if dependencies.contains(nil) || milestones(of: spec.descriptor).contains(where: never.contains) {
                outcomes[id] = .some(nil)
            } else {
                outcomes[id] = spec.fails ? .failed : .succeeded
            }
        }
        return outcomes
    }
}
