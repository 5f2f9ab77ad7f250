/// The ready tasks of a running launch, by their place in the ``LaunchStartOrder``; the lowest place
/// starts first.
///
/// One bit per place, and a summary bit per word of places that has any bit set, so adding a task and
/// taking the first are a few instructions each. A binary heap of the thousands of tasks a wide graph
/// makes ready at once needs a dozen levels of comparisons for each, under the launch's lock.
struct LaunchReadySet {
    private var words: [UInt64]
    private var summary: [UInt64]
    /// How many places are set.
    private(set) var count = 0

    /// An empty set for places `0..<capacity`.
    init(capacity: Int) {
        let wordCount = (capacity + 63) / 64
        words = Array(repeating: 0, count: wordCount)
        summary = Array(repeating: 0, count: (wordCount + 63) / 64)
    }

    /// Whether no place is set.
    var isEmpty: Bool { count == 0 }

    /// Adds `place`, which must not be in the set.
    mutating func insert(_ place: Int) {
        let word = place / 64
        let bit = UInt64(1) << UInt64(place % 64)
        precondition(words[word] & bit == 0, "a task is queued once")
        words[word] |= bit
        summary[word / 64] |= UInt64(1) << UInt64(word % 64)
        count += 1
    }

    /// Removes and returns the lowest place, or `nil` when the set is empty.
    mutating func popFirst() -> Int? {
        guard count > 0, let group = summary.firstIndex(where: { $0 != 0 }) else { return nil }
        let word = group * 64 + summary[group].trailingZeroBitCount
        let place = word * 64 + words[word].trailingZeroBitCount
        words[word] &= words[word] - 1
        if words[word] == 0 { summary[group] &= summary[group] - 1 }
        count -= 1
        return place
    }

    /// Removes every place.
    mutating func removeAll() {
        for index in words.indices { words[index] = 0 }
        for index in summary.indices { summary[index] = 0 }
        count = 0
    }
}
