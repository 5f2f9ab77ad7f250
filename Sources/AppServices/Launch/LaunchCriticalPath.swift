/// The longest chain of tasks through their dependencies, weighed by each task's duration.
///
/// Shared by ``LaunchReport`` (actual durations) and ``LaunchPlanner`` (estimates). Ties go to the
/// earlier-registered task, and to the dependency listed first, so the result is deterministic.
enum LaunchCriticalPath {
    /// The positions on the longest chain, from its first task to its last.
    ///
    /// - Parameters:
    ///   - durations: Each task's weight.
    ///   - dependencies: For each task, the positions of its dependencies; the graph must be acyclic.
    /// - Returns: The chain's positions; empty when there are no tasks.
    static func longestChain(durations: [Duration], dependencies: LaunchAdjacency) -> [Int] {
        longestChain(
            durations: durations, dependencies: dependencies,
            order: dependencies.dependencyOrder(dependants: dependencies.transposed()))
    }

    /// The positions on the longest chain, given an order in which every task follows its dependencies.
    ///
    /// - Parameters:
    ///   - durations: Each task's weight.
    ///   - dependencies: For each task, the positions of its dependencies.
    ///   - order: The positions, each after its dependencies; tasks left out are not on any chain.
    /// - Returns: The chain's positions; empty when there are no tasks.
    static func longestChain(durations: [Duration], dependencies: LaunchAdjacency, order: [Int]) -> [Int] {
        var length = Array(repeating: Duration.zero, count: durations.count)
        var previous: [Int?] = Array(repeating: nil, count: durations.count)
        for index in order {
            var best: Int?
            for dependency in dependencies[index] where best.map({ length[dependency] > length[$0] }) ?? true {
                best = dependency
            }
            previous[index] = best
            length[index] = durations[index] + (best.map { length[$0] } ?? .zero)
        }
        guard var last = length.indices.first else { return [] }
        for index in length.indices where length[index] > length[last] { last = index }
        var chain = [last]
        while let before = previous[chain[chain.count - 1]] { chain.append(before) }
        return chain.reversed()
    }
}
