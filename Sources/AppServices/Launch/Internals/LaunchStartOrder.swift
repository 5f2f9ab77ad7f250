/// The order in which ready tasks start: higher priority first, then earlier registration; each task's
/// place in it, and the task at each place.
///
/// Computed once, so ready tasks are ordered by one number each (see ``LaunchReadySet``): by a running
/// launch, by the planner's simulation of one, and by the manifest checker for services. When every
/// priority is the same, as is usual, the order is registration order and nothing is stored.
struct LaunchStartOrder {
    /// The task at each place, or empty when the order is registration order.
    private let taskAtPlace: [Int32]
    /// Each task's place, or empty when the order is registration order.
    private let placeOfTask: [Int32]

    /// The start order of `count` tasks; `priority` gives the task's at a registration position, read in
    /// place, so most callers never need the priorities in an array of their own.
    init(count: Int, priority: (Int) -> Int) {
        guard count > 0, (1..<count).contains(where: { priority($0) != priority(0) }) else {
            taskAtPlace = []
            placeOfTask = []
            return
        }
        let priorities = (0..<count).map(priority)
        let byStart = priorities.indices.sorted {
            priorities[$0] != priorities[$1] ? priorities[$0] > priorities[$1] : $0 < $1
        }
        var placeOfTask = Array(repeating: Int32(0), count: count)
        for (place, task) in byStart.enumerated() { placeOfTask[task] = Int32(place) }
        self.taskAtPlace = byStart.map { Int32($0) }
        self.placeOfTask = placeOfTask
    }

    /// The place of the task at registration position `task`.
    func place(of task: Int) -> Int {
        placeOfTask.isEmpty ? task : Int(placeOfTask[task])
    }

    /// The registration position of the task at `place`.
    func task(at place: Int) -> Int {
        taskAtPlace.isEmpty ? place : Int(taskAtPlace[place])
    }
}
