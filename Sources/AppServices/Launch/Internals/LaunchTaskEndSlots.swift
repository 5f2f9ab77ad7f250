/// When and how each task of a running launch ended, one slot per task, each written once.
///
/// A lane writes its task's slot before it takes the launch's lock, so a fresh page's fault never stalls
/// the other lanes behind the lock; the state writes the slots of the tasks it skips, and reads slots of
/// finished tasks only, under its lock. It keeps the error texts, so a slot holds plain values.
final class LaunchTaskEndSlots: @unchecked Sendable {
    /// A slot: a ``LaunchTaskEnd`` without its error text.
    private struct Slot {
        var start: LaunchMoment
        var end: LaunchMoment
        var outcome: LaunchTaskOutcome
        var lane: Int?
    }

    private let slots: UnsafeMutablePointer<Slot>

    init(count: Int) {
        slots = .allocate(capacity: max(1, count))
    }

    deinit {
        slots.deallocate()
    }

    /// Writes the slot of the task at `index`, once: by the lane that ran it, or by the state that skipped it.
    func store(_ ended: LaunchTaskEnd, at index: Int) {
        let slot = Slot(start: ended.start, end: ended.end, outcome: ended.outcome, lane: ended.lane)
        (slots + index).initialize(to: slot)
    }

    /// When the task at `index`, whose slot is written, ended.
    func end(of index: Int) -> LaunchMoment {
        slots[index].end
    }

    /// How the task at `index`, whose slot is written, ended, with the error text the state kept for it.
    func ended(_ index: Int, error: String?) -> LaunchTaskEnd {
        let slot = slots[index]
        return LaunchTaskEnd(start: slot.start, end: slot.end, outcome: slot.outcome, error: error, lane: slot.lane)
    }
}
