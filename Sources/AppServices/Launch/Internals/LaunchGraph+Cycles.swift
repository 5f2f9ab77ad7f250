extension LaunchGraph {
    /// One problem per set of tasks that depend on each other in a circle, printing one such circle from its
    /// earliest-registered task, shortest first; `order` is ``topologicalOrder``, which holds every task when
    /// there is no cycle.
    func cycleProblems(order: [Int]) -> [LaunchGraphProblem] {
        guard order.count < descriptors.count else { return [] }
        return stronglyConnectedComponents()
            .filter { component in
                component.count > 1 || dependencyIndices[component[0]].contains(component[0])
            }
            .map { component in
                let ids = shortestCycle(within: component).map { descriptors[$0].id }
                let path = (ids + [ids[0]]).map(\.rawValue).joined(separator: " -> ")
                return LaunchGraphProblem(
                    code: .cycle,
                    tasks: ids,
                    message: "tasks form a cycle: \(path) ('->' reads 'depends on'); remove one of these dependencies"
                )
            }
    }

    /// The components of the dependency graph, each sorted, ordered by their first position.
    ///
    /// Kosaraju's algorithm with explicit stacks, so deep graphs cannot overflow a thread's stack.
    private func stronglyConnectedComponents() -> [[Int]] {
        var visited = Array(repeating: false, count: descriptors.count)
        var finished: [Int] = []
        for root in descriptors.indices where !visited[root] {
            visited[root] = true
            var stack = [(node: root, edge: 0)]
            while let top = stack.last {
                let edges = dependencyIndices[top.node]
                if top.edge < edges.count {
                    stack[stack.count - 1].edge += 1
                    let next = edges[edges.startIndex + top.edge]
                    if !visited[next] {
                        visited[next] = true
                        stack.append((next, 0))
                    }
                } else {
                    finished.append(top.node)
                    stack.removeLast()
                }
            }
        }
        var component = Array(repeating: -1, count: descriptors.count)
        var components: [[Int]] = []
        for root in finished.reversed() where component[root] < 0 {
            component[root] = components.count
            var members = [root]
            var stack = [root]
            while let node = stack.popLast() {
                for next in dependantIndices[node] where component[next] < 0 {
                    component[next] = components.count
                    members.append(next)
                    stack.append(next)
                }
            }
            components.append(members.sorted())
        }
        return components.sorted { $0[0] < $1[0] }
    }

    /// The shortest circle through the first task of `component`, following dependencies in listed order.
    private func shortestCycle(within component: [Int]) -> [Int] {
        let members = Set(component)
        let start = component[0]
        var parent: [Int: Int] = [:]
        var queue = [start]
        var next = 0
        while next < queue.count {
            let node = queue[next]
            next += 1
            for dependency in dependencyIndices[node] where members.contains(dependency) {
                if dependency == start {
                    var path = [node]
                    while let previous = parent[path[path.count - 1]] { path.append(previous) }
                    return path.reversed()
                }
                if parent[dependency] == nil {
                    parent[dependency] = node
                    queue.append(dependency)
                }
            }
        }
        return [start]
    }
}
