/// Each task's work until it starts or is skipped, one slot per task, kept outside the launch's lock.
///
/// The state decides under its lock who owns a slot (the lane it starts the task on, or itself for a task
/// it skips), so the slots need no lock, and a lane's step carries a position rather than the work: an enum
/// of closures passed out of the lock is copied and destroyed through outlined code at every step.
final class LaunchWorkSlots: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<LaunchTask.Work?>
    private let capacity: Int
    /// How many slots are filled.
    private var count = 0

    /// Room for the work of `capacity` tasks, filled by ``append(_:)`` in registration order.
    init(capacity: Int) {
        slots = .allocate(capacity: max(1, capacity))
        self.capacity = capacity
    }

    /// Fills the next slot with `work`.
    func append(_ work: LaunchTask.Work) {
        precondition(count < capacity, "a slot for each task")
        (slots + count).initialize(to: work)
        count += 1
    }

    deinit {
        // One slot at a time: a whole range goes through the runtime's generic code, one call per slot.
        for index in 0..<count {
            (slots + index).deinitialize(count: 1)
        }
        slots.deallocate()
    }

    /// Takes the work of the task at `index`, which the state has just started for the caller.
    func take(at index: Int) -> LaunchTask.Work {
        guard let work = slots[index].take() else { preconditionFailure("a task starts once, with its work") }
        return work
    }

    /// Releases the work of the task at `index`, which will never start, and everything it captured.
    func release(at index: Int) {
        slots[index] = nil
    }
}
