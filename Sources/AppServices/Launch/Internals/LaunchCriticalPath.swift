/// The longest chain of tasks through their dependencies, weighed by each task's duration.
///
/// Shared by ``LaunchReport`` (actual durations) and ``LaunchPlanner`` (estimates). Ties go to the
/// earlier-registered task, and to the dependency listed first, so the result is deterministic.
enum LaunchCriticalPath {
    /// The positions on the longest chain, given an `order` in which every task follows its dependencies
    /// (tasks it leaves out are on no chain).
    ///
    /// `lengths` holds each task's weight on entry and, on return, the weight of the longest chain that ends
    /// with it (zero for a task left out): each length overwrites its weight, read just before, and a
    /// predecessor takes 32 bits, so a large launch's report allocates little beyond the weights it has.
    static func longestChain<Length: Comparable & AdditiveArithmetic>(
        lengths: inout [Length], dependencies: LaunchAdjacency, order: [Int]
    ) -> [Int] {
        if order.count < lengths.count { clearLengths(&lengths, outside: order) }
        var previous = [Int32](repeating: -1, count: lengths.count)
        for index in order {
            var best = -1
            for dependency in dependencies[index] where best < 0 || lengths[dependency] > lengths[best] {
                best = dependency
            }
            if best >= 0 {
                previous[index] = Int32(truncatingIfNeeded: best)
                lengths[index] += lengths[best]
            }
        }
        guard var last = lengths.indices.first else { return [] }
        for index in lengths.indices where lengths[index] > lengths[last] { last = index }
        var chain = [last]
        while previous[chain[chain.count - 1]] >= 0 { chain.append(Int(previous[chain[chain.count - 1]])) }
        return chain.reversed()
    }

    /// Sets the length of every task `order` leaves out, those on or behind a cycle, to zero.
    private static func clearLengths<Length: AdditiveArithmetic>(_ lengths: inout [Length], outside order: [Int]) {
        var ordered = [Bool](repeating: false, count: lengths.count)
        for index in order { ordered[index] = true }
        for index in lengths.indices where !ordered[index] { lengths[index] = .zero }
    }
}
