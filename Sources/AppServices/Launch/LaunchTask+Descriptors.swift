extension LaunchTask {
    /// The descriptors of `tasks`, in registration order, from one pass that reads each task in place:
    /// `tasks.map { $0.descriptor }` would copy each whole task first.
    ///
    /// - Parameter tasks: The tasks in registration order.
    /// - Returns: Their descriptors.
    static func descriptors(of tasks: [LaunchTask]) -> [LaunchTaskDescriptor] {
        var descriptors: [LaunchTaskDescriptor] = []
        descriptors.reserveCapacity(tasks.count)
        for index in tasks.indices {
            descriptors.append(tasks[index].descriptor)
        }
        return descriptors
    }
}
