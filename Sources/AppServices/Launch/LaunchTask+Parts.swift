extension LaunchTask {
    /// The descriptors and the work of `tasks`, in registration order, from one pass that reads each task
    /// in place: `tasks.map { $0.descriptor }` would copy each whole task first, and a second pass would
    /// read the tasks' memory, hundreds of kilobytes in a large launch, twice.
    ///
    /// - Parameter tasks: The tasks in registration order.
    /// - Returns: Their descriptors, and their work in slots that a run empties as each task starts.
    static func parts(of tasks: [LaunchTask]) -> (descriptors: [LaunchTaskDescriptor], works: LaunchWorkSlots) {
        var descriptors: [LaunchTaskDescriptor] = []
        descriptors.reserveCapacity(tasks.count)
        let works = LaunchWorkSlots(capacity: tasks.count)
        for index in tasks.indices {
            descriptors.append(tasks[index].descriptor)
            works.append(tasks[index].work)
        }
        return (descriptors, works)
    }
}
