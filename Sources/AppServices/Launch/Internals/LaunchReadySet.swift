/// The ready tasks of a running launch, by their place in the ``LaunchStartOrder``; the lowest place starts first.
///
/// One bit per place, and a summary bit per word of places that has any bit set, so adding a task and
/// taking the first are a few instructions each. A binary heap of the thousands of tasks a wide graph
/// makes ready at once needs a dozen levels of comparisons for each, under the launch's lock.
struct LaunchReadySet {
    /// The place bits, one word per 64 places, then the summary bits, one per word of place bits.
    private var bits: [UInt64]
    /// Where the summary words start in `bits`.
    private let summaryStart: Int
    /// How many places are set.
    private(set) var count = 0

    /// An empty set for places `0..<capacity`.
    init(capacity: Int) {
        summaryStart = (capacity + 63) / 64
        bits = Array(repeating: 0, count: summaryStart + (summaryStart + 63) / 64)
    }

    /// Whether no place is set.
    var isEmpty: Bool { count == 0 }

    /// Adds `place`, which must not be in the set.
    mutating func insert(_ place: Int) {
        let word = place / 64
        let bit = UInt64(1) << UInt64(place % 64)
        let summaryWord = summaryStart + word / 64
        precondition(place >= 0 && word < summaryStart, "a task's place is within the launch")
        bits.withUnsafeMutableBufferPointer { bits in
            precondition(bits[word] & bit == 0, "a task is queued once")
            bits[word] |= bit
            bits[summaryWord] |= UInt64(1) << UInt64(word % 64)
        }
        count += 1
    }

    /// Removes and returns the lowest place, or `nil` when the set is empty.
    mutating func popFirst() -> Int? {
        guard count > 0 else { return nil }
        count -= 1
        let summaryStart = summaryStart
        return bits.withUnsafeMutableBufferPointer { bits in
            var summaryWord = summaryStart
            while bits[summaryWord] == 0 { summaryWord += 1 }
            let word = (summaryWord - summaryStart) * 64 + bits[summaryWord].trailingZeroBitCount
            let place = word * 64 + bits[word].trailingZeroBitCount
            bits[word] &= bits[word] - 1
            if bits[word] == 0 { bits[summaryWord] &= bits[summaryWord] - 1 }
            return place
        }
    }

    /// Removes every place.
    mutating func removeAll() {
        for index in bits.indices { bits[index] = 0 }
        count = 0
    }
}
