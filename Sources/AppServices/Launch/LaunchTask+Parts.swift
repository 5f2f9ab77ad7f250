extension LaunchTask {
    /// The descriptors and the work of `tasks`, in registration order, from one pass that reads each task
    /// in place: `tasks.map { $0.descriptor }` would copy each whole task first.
    ///
    /// - Parameter tasks: The tasks in registration order.
    /// - Returns: Their descriptors, and their work, optional so that a run can release each once it starts.
    static func parts(of tasks: [LaunchTask]) -> (descriptors: [LaunchTaskDescriptor], works: [Work?]) {
        var descriptors: [LaunchTaskDescriptor] = []
        var works: [Work?] = []
        descriptors.reserveCapacity(tasks.count)
        works.reserveCapacity(tasks.count)
        for index in tasks.indices {
            descriptors.append(tasks[index].descriptor)
            works.append(tasks[index].work)
        }
        return (descriptors, works)
    }
}
