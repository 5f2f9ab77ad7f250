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
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var best = parent
            if left < heap.count, heap[left].precedes(heap[best]) { best = left }
            if right < heap.count, heap[right].precedes(heap[best]) { best = right }
            guard best != parent else { break }
            heap.swapAt(parent, best)
            parent = best
        }
        return first.index
    }

    /// Removes every task.
    mutating func removeAll() {
        heap.removeAll()
    }
}
