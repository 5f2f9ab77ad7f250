/// Ready tasks in the order they start: higher priority first, then earlier registration.
///
/// A binary heap, so the scheduler and the planner pick the next task in logarithmic time.
struct LaunchReadyQueue {
    private struct Entry {
        var priority: Int
        var index: Int

        func precedes(_ other: Entry) -> Bool {
            priority != other.priority ? priority > other.priority : index < other.index
        }
    }

    private var heap: [Entry] = []

    /// Whether no task is waiting.
    var isEmpty: Bool { heap.isEmpty }

    /// Adds the task at registration position `index`.
    mutating func insert(_ index: Int, priority: Int) {
        heap.append(Entry(priority: priority, index: index))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the position of the task that starts next.
    mutating func popFirst() -> Int? {
        guard let last = heap.popLast() else { return nil }
        guard let first = heap.first else { return last.index }
        // Sift the last entry down from the root, moving the earlier child up into the hole each level.
        heap.withUnsafeMutableBufferPointer { entries in
            var hole = 0
            while true {
                var child = 2 * hole + 1
                guard child < entries.count else { break }
                if child + 1 < entries.count, entries[child + 1].precedes(entries[child]) { child += 1 }
                guard entries[child].precedes(last) else { break }
                entries[hole] = entries[child]
                hole = child
            }
            entries[hole] = last
        }
        return first.index
    }

    /// Removes every task.
    mutating func removeAll() {
        heap.removeAll()
    }
}
