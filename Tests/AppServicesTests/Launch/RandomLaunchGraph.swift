import AppServices
import PropertyBased

/// A random valid launch graph with scripted work: which tasks fail, how long each is estimated to take.
struct RandomLaunchGraph: Sendable, CustomStringConvertible {
    struct Spec: Sendable {
        var descriptor: LaunchTaskDescriptor
        /// Whether the work is an `async` closure; a main-actor task of a synchronous phase never is.
        var asynchronous: Bool
        var fails: Bool
        var estimate: Duration
    }

    struct ScriptedFailure: Error {}

    /// The tasks in registration order (shuffled, so it is not always a topological order).
    var specs: [Spec]
    /// The identifiers in an order where dependencies come first.
    var topologicalOrder: [LaunchTaskIdentifier]
    /// How many background tasks may run at once.
    var cores: Int

    var descriptors: [LaunchTaskDescriptor] { specs.map(\.descriptor) }

    var estimates: [LaunchTaskIdentifier: Duration] {
        Dictionary(uniqueKeysWithValues: specs.map { ($0.descriptor.id, $0.estimate) })
    }

    var description: String {
        specs.map { spec in
            let d = spec.descriptor
            return
                "\(d.id)[\(d.phase) \(d.executor) p\(d.priority) \(d.failurePolicy)\(spec.fails ? " fails" : "")] <- \(d.dependencies)"
        }.joined(separator: "; ") + " cores \(cores)"
    }

    /// Graphs of up to 10 tasks in random phases and executors, respecting every validation rule.
    static let generator = Generator<RandomLaunchGraph, Shrink.None<RandomLaunchGraph>> { rng in
        let count = Int.random(in: 1...10, using: &rng)
        var specs: [Spec] = []
        var reachesBackground: [Bool] = []
        for index in 0..<count {
            let phase = LaunchPhase.allCases.randomElement(using: &rng)!
            let executor = LaunchExecutor.allCases.randomElement(using: &rng)!
            let inline = executor == .mainActor && phase.isSynchronous
            let dependencies = specs.indices.filter { other in
                let candidate = specs[other].descriptor
                guard candidate.phase <= phase else { return false }
                guard !inline || (candidate.executor == .mainActor && !reachesBackground[other]) else { return false }
                return Double.random(in: 0..<1, using: &rng) < 0.35
            }
            reachesBackground.append(executor == .background || dependencies.contains { reachesBackground[$0] })
            let descriptor = LaunchTaskDescriptor(
                id: LaunchTaskIdentifier("t\(index)"),
                dependencies: dependencies.map { specs[$0].descriptor.id },
                phase: phase,
                executor: executor,
                priority: Int.random(in: 0...2, using: &rng),
                failurePolicy: LaunchFailurePolicy.all.randomElement(using: &rng)!
            )
            specs.append(
                Spec(
                    descriptor: descriptor,
                    asynchronous: !inline && Bool.random(using: &rng),
                    fails: Double.random(in: 0..<1, using: &rng) < 0.25,
                    estimate: .milliseconds(Int.random(in: 0...20, using: &rng))
                ))
        }
        let order = specs.map(\.descriptor.id)
        specs.shuffle(using: &rng)
        return RandomLaunchGraph(specs: specs, topologicalOrder: order, cores: Int.random(in: 1...3, using: &rng))
    }

    /// What the documented failure policies make of the scripted failures.
    func expectedOutcomes() -> [LaunchTaskIdentifier: LaunchTaskOutcome] {
        let byID = Dictionary(uniqueKeysWithValues: specs.map { ($0.descriptor.id, $0) })
        var outcomes: [LaunchTaskIdentifier: LaunchTaskOutcome] = [:]
        for id in topologicalOrder {
            let spec = byID[id]!
            let blocked = spec.descriptor.dependencies.contains { dependency in
                let outcome = outcomes[dependency]!
                return outcome == .skipped
                    || (outcome == .failed && byID[dependency]!.descriptor.failurePolicy != .ignore)
            }
            outcomes[id] = blocked ? .skipped : (spec.fails ? .failed : .succeeded)
        }
        return outcomes
    }

    /// The tasks, with work that records itself in `log` and tracks background concurrency.
    func tasks(log: LaunchEventLog, concurrency: Locked<(current: Int, peak: Int)>) -> [LaunchTask] {
        specs.map { spec in
            let d = spec.descriptor
            let fails = spec.fails
            let work: LaunchTask.Work
            switch (d.executor, spec.asynchronous) {
            case (.background, false):
                work = .synchronousBackground {
                    log.append(.start(d.id))
                    concurrency.withLock {
                        $0.current += 1; $0.peak = max($0.peak, $0.current)
                    }
                    concurrency.withLock { $0.current -= 1 }
                    log.append(.end(d.id))
                    if fails { throw ScriptedFailure() }
                }
            case (.background, true):
                work = .background {
                    log.append(.start(d.id))
                    concurrency.withLock {
                        $0.current += 1; $0.peak = max($0.peak, $0.current)
                    }
                    await Task.yield()
                    concurrency.withLock { $0.current -= 1 }
                    log.append(.end(d.id))
                    if fails { throw ScriptedFailure() }
                }
            case (.mainActor, true):
                work = .mainActor {
                    log.append(.start(d.id))
                    await Task.yield()
                    log.append(.end(d.id))
                    if fails { throw ScriptedFailure() }
                }
            case (.mainActor, false):
                work = .synchronousMainActor {
                    log.append(.start(d.id))
                    log.append(.end(d.id))
                    if fails { throw ScriptedFailure() }
                }
            }
            return LaunchTask(
                d.id, dependsOn: d.dependencies, phase: d.phase, priority: d.priority, failurePolicy: d.failurePolicy,
                work: work)
        }
    }
}
