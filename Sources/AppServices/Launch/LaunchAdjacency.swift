/// For each task, a list of task positions (its dependencies, or its dependants), all in one flat array.
///
/// A graph of thousands of tasks then costs a few allocations instead of one or two a task. Each list
/// is an `ArraySlice` whose indices are offsets into the flat array, so iterate it or use `startIndex`
/// rather than subscripting it from zero.
struct LaunchAdjacency: RandomAccessCollection, Sendable {
    /// Where each list starts in `targets`; one more entry than there are lists.
    private var offsets: [Int]
    private var targets: [Int]

    /// An empty adjacency with no lists, ready for ``appendUniquely(_:)`` and ``endList()``.
    ///
    /// - Parameters:
    ///   - lists: How many lists will be built, if known; reserving room spares the arrays' regrowth.
    ///   - targetCount: How many targets they will hold at most, if known.
    init(lists: Int = 0, targets targetCount: Int = 0) {
        offsets = [0]
        offsets.reserveCapacity(lists + 1)
        targets = []
        targets.reserveCapacity(targetCount)
    }

    /// An adjacency holding `lists`.
    ///
    /// - Parameter lists: Each task's positions.
    init(_ lists: [[Int]]) {
        self.init()
        for list in lists {
            targets.append(contentsOf: list)
            endList()
        }
    }

    private init(offsets: [Int], targets: [Int]) {
        self.offsets = offsets
        self.targets = targets
    }

    /// The first list's position.
    var startIndex: Int { 0 }
    /// One past the last list's position.
    var endIndex: Int { offsets.count - 1 }

    /// The list of the task at `position`.
    subscript(position: Int) -> ArraySlice<Int> {
        targets[offsets[position]..<offsets[position + 1]]
    }

    /// The length of the list at `position`, read from the offsets without forming a slice.
    func listLength(at position: Int) -> Int {
        offsets[position + 1] - offsets[position]
    }

    /// The length of each list, read from the offsets without forming a slice per list.
    var listLengths: [Int] {
        (0..<endIndex).map { offsets[$0 + 1] - offsets[$0] }
    }

    /// Appends `target` to the list being built, unless that list already holds it.
    mutating func appendUniquely(_ target: Int) {
        // Lists are short, so a linear check for repeats beats a set.
        if !targets[offsets[offsets.count - 1]...].contains(target) { targets.append(target) }
    }

    /// Ends the list being built; later appends go to the next task's list.
    mutating func endList() {
        offsets.append(targets.count)
    }

    /// The positions in an order where each comes after every position its list holds.
    ///
    /// The lists are read as dependencies: positions with empty lists come first, in increasing
    /// position, then each other position right after the last one its list waits for has been placed.
    /// Positions on or behind a cycle are left out.
    ///
    /// - Parameter dependants: This adjacency transposed (``transposed()``), which the caller usually has.
    /// - Returns: The ordered positions.
    func dependencyOrder(dependants: LaunchAdjacency) -> [Int] {
        var remaining = listLengths
        var order: [Int] = []
        order.reserveCapacity(remaining.count)
        for position in remaining.indices where remaining[position] == 0 { order.append(position) }
        var next = 0
        while next < order.count {
            for dependant in dependants[order[next]] {
                remaining[dependant] -= 1
                if remaining[dependant] == 0 { order.append(dependant) }
            }
            next += 1
        }
        return order
    }

    /// For each position, the positions of the lists that hold it, in increasing order: dependants from
    /// dependencies.
    func transposed() -> LaunchAdjacency {
        // Count each position's holders, turn the counts into starts, then place each holder at its
        // position's cursor; the cursors end where the next position starts, so shifting them by one
        // gives the starts back without a second array.
        var starts = Array(repeating: 0, count: count + 1)
        for target in targets { starts[target + 1] += 1 }
        for position in starts.indices.dropFirst() { starts[position] += starts[position - 1] }
        var sources = Array(repeating: 0, count: targets.count)
        for source in indices {
            for offset in offsets[source]..<offsets[source + 1] {
                let target = targets[offset]
                sources[starts[target]] = source
                starts[target] += 1
            }
        }
        for position in starts.indices.dropFirst().reversed() { starts[position] = starts[position - 1] }
        starts[0] = 0
        return LaunchAdjacency(offsets: starts, targets: sources)
    }
}
