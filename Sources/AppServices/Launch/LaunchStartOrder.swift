/// The order in which ready tasks start: higher ``LaunchTaskDescriptor/priority`` first, then earlier
/// registration; each task's place in it, and the task at each place.
///
/// Computed once per launch, so a running launch orders its ready tasks by one number each
/// (see ``LaunchReadySet``). When every task has the same priority, as is usual, the order is
/// registration order and nothing is stored.
struct LaunchStartOrder {
    /// The task at each place, or empty when the order is registration order.
    private let taskAtPlace: [Int32]
    /// Each task's place, or empty when the order is registration order.
    private let placeOfTask: [Int32]

    /// The start order of `descriptors`, given in registration order.
    init(_ descriptors: [LaunchTaskDescriptor]) {
        // Priorities are read in place: most launches never need them in an array of their own.
        guard let first = descriptors.first?.priority,
            descriptors.indices.contains(where: { descriptors[$0].priority != first })
        else {
            taskAtPlace = []
            placeOfTask = []
            return
        }
        let priorities = descriptors.indices.map { descriptors[$0].priority }
        let byStart = priorities.indices.sorted {
            priorities[$0] != priorities[$1] ? priorities[$0] > priorities[$1] : $0 < $1
        }
        var placeOfTask = Array(repeating: Int32(0), count: priorities.count)
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
