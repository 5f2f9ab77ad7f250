/// A reproducible random launch graph: each task depends on up to three of the forty tasks before it and
/// does a known amount of CPU work.
struct RandomLaunchGraph: Sendable {
    /// Each task's work, in iterations of ``spin(_:)``.
    let work: [Int]
    /// Each task's dependencies, by position; always earlier positions, so the graph is acyclic.
    let dependencies: [[Int]]

    /// Generates a graph.
    ///
    /// - Parameters:
    ///   - taskCount: How many tasks.
    ///   - work: The range each task's work is drawn from, in iterations.
    ///   - seed: The generator's seed; equal seeds give equal graphs.
    init(taskCount: Int, work: ClosedRange<Int>, seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var dependencies: [[Int]] = []
        var taskWork: [Int] = []
        for index in 0..<taskCount {
            let candidates = Array(max(0, index - 40)..<index)
            let count = min(candidates.count, Int.random(in: 0...3, using: &generator))
            dependencies.append(Array(candidates.shuffled(using: &generator).prefix(count)).sorted())
            taskWork.append(Int.random(in: work, using: &generator))
        }
        self.work = taskWork
        self.dependencies = dependencies
    }

    /// The positions on the longest chain of dependencies by work, first task first.
    var criticalPath: [Int] {
        var length = [Int](repeating: 0, count: work.count)
        var previous = [Int?](repeating: nil, count: work.count)
        for index in work.indices {
            let best = dependencies[index].max { length[$0] < length[$1] }
            previous[index] = best
            length[index] = work[index] + (best.map { length[$0] } ?? 0)
        }
        guard var last = length.indices.max(by: { length[$0] < length[$1] }) else { return [] }
        var chain = [last]
        while let before = previous[last] {
            chain.append(before)
            last = before
        }
        return chain.reversed()
    }
}

/// CPU work the optimizer cannot remove: `iterations` rounds of a multiplicative generator.
///
/// - Parameter iterations: How much work.
/// - Returns: A value that depends on every round.
@inline(never)
func spin(_ iterations: Int) -> UInt64 {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<iterations {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        state ^= state >> 29
    }
    return state
}

/// The SplitMix64 generator: small, fast and reproducible across platforms.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
