import AppServices
import PropertyBased
import Testing

/// Ready tasks start by priority, then registration order, whatever the priorities, the graph's shape
/// and the number of tasks.
@MainActor
@Suite struct LaunchStartOrderTests {
    /// Inline tasks of one synchronous phase with dependencies between them, registered in any order.
    struct Graph: Sendable, CustomStringConvertible {
        var priorities: [Int]
        /// For each task, the registration positions it depends on.
        var dependencies: [[Int]]

        var description: String {
            priorities.indices.map { "t\($0) p\(priorities[$0]) <- \(dependencies[$0])" }.joined(separator: "; ")
        }

        /// Priorities include the extremes, so no arithmetic on them can overflow unnoticed.
        static let generator = Generator<Graph, Shrink.None<Graph>> { rng in
            let count = Int.random(in: 1...300, using: &rng)
            let palette = [Int.min, -7, 0, 0, 0, 1, 3, Int.max]
            let priorities = (0..<count).map { _ in palette.randomElement(using: &rng)! }
            // Dependencies follow a random order of the tasks, so the graph is acyclic but registration
            // order is not a topological order.
            let rank = Array(0..<count).shuffled(using: &rng)
            let dependencies = (0..<count).map { task in
                (0..<count).filter { other in
                    rank[other] < rank[task] && Double.random(in: 0..<1, using: &rng) < 3 / Double(count)
                }
            }
            return Graph(priorities: priorities, dependencies: dependencies)
        }

        /// The start order the scheduler documents: among ready tasks, higher priority, then earlier registration.
        var expectedStarts: [Int] {
            var remaining = dependencies.map(\.count)
            var dependants = Array(repeating: [Int](), count: priorities.count)
            for task in dependencies.indices {
                for dependency in dependencies[task] { dependants[dependency].append(task) }
            }
            var ready = Set(remaining.indices.filter { remaining[$0] == 0 })
            var starts: [Int] = []
            while let next = ready.min(by: {
                priorities[$0] != priorities[$1] ? priorities[$0] > priorities[$1] : $0 < $1
            }) {
                ready.remove(next)
                starts.append(next)
                for dependant in dependants[next] {
                    remaining[dependant] -= 1
                    if remaining[dependant] == 0 { ready.insert(dependant) }
                }
            }
            return starts
        }

        func tasks(log: LaunchEventLog) -> [LaunchTask] {
            priorities.indices.map { task in
                LaunchTask(
                    LaunchTaskIdentifier("t\(task)"),
                    dependsOn: dependencies[task].map { LaunchTaskIdentifier("t\($0)") },
                    phase: .willFinishLaunching, executor: .mainActor, priority: priorities[task]
                ) {
                    log.append(.start(LaunchTaskIdentifier("t\(task)")))
                }
            }
        }
    }

    @Test func readyTasksStartByPriorityThenRegistrationInRandomGraphs() async {
        await propertyCheck(count: 300, input: Graph.generator) { graph in
            let log = LaunchEventLog()
            let scheduler = try LaunchScheduler(tasks: graph.tasks(log: log))
            try scheduler.runSynchronousPhase(.willFinishLaunching)
            #expect(log.started == graph.expectedStarts.map { LaunchTaskIdentifier("t\($0)") }, "\(graph)")
        }
    }

    /// More tasks than one word of the ready set's summary covers (64 × 64), ready at once.
    @Test func thousandsOfReadyTasksStartInOrder() throws {
        let priorities = (0..<4_500).map { -($0 % 7) }
        let graph = Graph(priorities: priorities, dependencies: Array(repeating: [], count: priorities.count))
        let log = LaunchEventLog()
        let scheduler = try LaunchScheduler(tasks: graph.tasks(log: log))
        try scheduler.runSynchronousPhase(.willFinishLaunching)
        let expected = priorities.indices.sorted {
            priorities[$0] != priorities[$1] ? priorities[$0] > priorities[$1] : $0 < $1
        }
        let started = log.started
        #expect(started.count == expected.count)
        let firstDifference = started.indices.first {
            $0 >= expected.count || started[$0] != LaunchTaskIdentifier("t\(expected[$0])")
        }
        #expect(firstDifference == nil, "the start order differs first at place \(firstDifference ?? 0)")
    }
}
