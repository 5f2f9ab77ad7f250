/// For each task, a list of task positions (its dependencies, or its dependants), all in one flat array.
///
/// A graph of thousands of tasks then costs a few allocations instead of one or two a task. Each list
/// is an `ArraySlice` whose indices are offsets into the flat array, so iterate it or use `startIndex`
/// rather than subscripting it from zero.
struct LaunchAdjacency: RandomAccessCollection, Sendable {
    /// Where each list starts in `targets`; one more entry than there are lists.
    private let offsets: [Int]
    private let targets: [Int]

    /// An adjacency holding `lists`, each task's positions.
    init(_ lists: [[Int]]) {
        var offsets = [0]
        offsets.reserveCapacity(lists.count + 1)
        var targets: [Int] = []
        for list in lists {
            targets.append(contentsOf: list)
            offsets.append(targets.count)
        }
        self.init(offsets: offsets, targets: targets)
    }

    /// An adjacency of one list per position `0..<count`, written in place: `listTargets(position, add)`
    /// calls `add` with each target of the list at `position`, in order (at most `maximumTargets` in all,
    /// repeats included); a target already in the list is dropped.
    init(count: Int, maximumTargets: Int, listTargets: (Int, (Int) -> Void) -> Void) {
        var offsets = [0]
        offsets.reserveCapacity(count + 1)
        // Without targets, an empty array: filling one in place would write the count of the standard
        // library's shared empty array, a data race when two launches are validated or reported at once.
        targets = [Int](unsafeUninitializedCapacity: Swift.max(maximumTargets, 1)) { targets, written in
            for position in 0..<count {
                let listStart = written
                listTargets(position) { target in
                    // Lists are short, so a linear check for repeats beats a set.
                    guard !targets[listStart..<written].contains(target) else { return }
                    precondition(written < maximumTargets, "a list holds no more targets than announced")
                    (targets.baseAddress! + written).initialize(to: target)
                    written += 1
                }
                offsets.append(written)
            }
        }
        self.offsets = offsets
    }

    private init(offsets: [Int], targets: [Int]) {
        self.offsets = offsets
        self.targets = targets
    }

    var startIndex: Int { 0 }
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

    /// The positions in an order where each comes after every position its list (of dependencies) holds:
    /// empty lists first, in increasing position, then each other position right after the last one it waits
    /// for; positions on or behind a cycle are left out (`dependants` is ``transposed()``, which callers have).
    func dependencyOrder(dependants: LaunchAdjacency) -> [Int] {
        // Without positions there is nothing to place. The buffers below would write the count of the
        // standard library's one shared empty array, a data race when two launches are reported at once.
        guard count > 0 else { return [] }
        var remaining = listLengths
        // The order is its own queue: positions are placed at its end and read from its front. Buffers
        // spare the bounds and uniqueness checks of thousands of element accesses.
        return [Int](unsafeUninitializedCapacity: remaining.count) { order, placed in
            guard let base = order.baseAddress else { return }
            remaining.withUnsafeMutableBufferPointer { remaining in
                dependants.offsets.withUnsafeBufferPointer { starts in
                    dependants.targets.withUnsafeBufferPointer { holders in
                        for position in remaining.indices where remaining[position] == 0 {
                            (base + placed).initialize(to: position)
                            placed += 1
                        }
                        var next = 0
                        while next < placed {
                            let position = base[next]
                            for offset in starts[position]..<starts[position + 1] {
                                let dependant = holders[offset]
                                remaining[dependant] -= 1
                                if remaining[dependant] == 0 {
                                    (base + placed).initialize(to: dependant)
                                    placed += 1
                                }
                            }
                            next += 1
                        }
                    }
                }
            }
        }
    }

    /// For each position, the positions of the lists that hold it, in increasing order: dependants from dependencies.
    func transposed() -> LaunchAdjacency {
        // Count each position's holders, turn the counts into starts, then place each holder at its
        // position's cursor; the cursors end where the next position starts, so shifting them by one
        // gives the starts back without a second array. Without targets every list is empty: the buffers
        // would write the count of the standard library's shared empty array (see `dependencyOrder`).
        guard !targets.isEmpty else {
            return LaunchAdjacency(offsets: Array(repeating: 0, count: count + 1), targets: [])
        }
        var starts = Array(repeating: 0, count: count + 1)
        var sources = Array(repeating: 0, count: targets.count)
        starts.withUnsafeMutableBufferPointer { starts in
            sources.withUnsafeMutableBufferPointer { sources in
                offsets.withUnsafeBufferPointer { offsets in
                    targets.withUnsafeBufferPointer { targets in
                        for target in targets { starts[target + 1] += 1 }
                        for position in starts.indices.dropFirst() { starts[position] += starts[position - 1] }
                        for source in 0..<(offsets.count - 1) {
                            for offset in offsets[source]..<offsets[source + 1] {
                                let target = targets[offset]
                                sources[starts[target]] = source
                                starts[target] += 1
                            }
                        }
                        for position in starts.indices.dropFirst().reversed() {
                            starts[position] = starts[position - 1]
                        }
                        starts[0] = 0
                    }
                }
            }
        }
        return LaunchAdjacency(offsets: starts, targets: sources)
    }
}
