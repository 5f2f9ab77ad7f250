#if DEBUG
import Dispatch
package import Logging

/// In debug builds, compares what ``ConformanceIndex`` answers for each class with the runtime's own casts, once per
/// class; a difference logs an error naming the class and the protocol and turns the index off for the process.
///
/// The runtime's casts are the scans the index avoids, so nothing is compared while the app launches: classes are
/// noted as services are asked about, and compared on a background queue after `didFinishLaunching`'s services
/// have run (``launchDidFinish()``).
package final class ConformanceCrossCheck: Sendable {
    /// The cross-check of the shared index, logging as `AppServices.ConformanceIndex`.
    package static let shared = ConformanceCrossCheck(
        index: .shared, logger: Logger(label: "AppServices.ConformanceIndex"))

    private let index: ConformanceIndex
    private let logger: Logger
    private let state = Locked(State())

    /// A cross-check of `index`'s answers, which a difference turns off and logs to `logger` as an error.
    package init(index: ConformanceIndex, logger: Logger) {
        self.index = index
        self.logger = logger
    }

    /// Notes the class of `service`, which the index was asked about, to be compared after launch unless it was.
    package func note(_ service: any ApplicationService) {
        let scheduled = state.withLock { state in
            let id = ObjectIdentifier(type(of: service))
            guard !state.checked.contains(id), state.pending[id]?.object == nil else { return false }
            state.pending[id] = WeakObject(object: service)
            return state.scheduleIfLaunched()
        }
        if scheduled { scheduleComparisons() }
    }

    /// Says that launch is over: the classes noted so far, and from now on, are compared off the main thread.
    package func launchDidFinish() {
        let scheduled = state.withLock { state in
            state.isLaunched = true
            return state.scheduleIfLaunched()
        }
        if scheduled { scheduleComparisons() }
    }

    /// Compares the index's answers (`answer` for the protocol of an `any P`) about `object`'s class with the
    /// runtime's casts, returning whether all agree; at the first difference, logs an error naming the class and
    /// the protocol and turns the index off.
    @discardableResult
    package func compare(_ object: AnyObject, answers answer: (Any.Type) -> ConformanceIndex.Answer) -> Bool {
        for existential in index.protocols {
            guard let difference = Self.difference(of: object, answer(existential), existential) else { continue }
            logger.error(
                "The conformance index is wrong about \(type(of: object)) and \(existential): \(difference). It is off for this process, and every capability check goes to the runtime's cast; please report this to AppServices."
            )
            index.disable()
            return false
        }
        return true
    }

    /// How the index's `answer` about `object` and `Capability` differs from the runtime's cast, or `nil`.
    private static func difference<Capability>(
        of object: AnyObject,
        _ answer: ConformanceIndex.Answer,
        _: Capability.Type
    ) -> String? {
        let cast = object as? Capability
        switch (answer, cast) {
        case (.unknown, _), (.doesNotConform, nil): return nil
        case (.doesNotConform, .some): return "the index says it does not conform; the runtime's cast says it does"
        case (.conforms, nil): return "the index says it conforms; the runtime's cast says it does not"
        case (.conforms(let witnessTable), let existential?):
            let table = withUnsafeBytes(of: existential) { bytes in
                bytes.count == MemoryLayout<(AnyObject, UnsafeRawPointer)>.size
                    ? bytes.load(fromByteOffset: MemoryLayout<AnyObject>.size, as: UnsafeRawPointer.self) : nil
            }
            return table == witnessTable ? nil : "the index's witness table differs from the runtime's"
        }
    }

    /// Compares every class noted and still alive, on a background queue.
    ///
    /// A service compared there is held until the main queue's next turn, so that the comparison is never where a
    /// service released meanwhile (a disconnected scene's) ends: its `deinit` runs on the main thread, as it would
    /// without the comparison.
    private func scheduleComparisons() {
        DispatchQueue.global(qos: .background).async { [self] in
            let pending = state.withLock { state in
                defer { state.pending = [:] }
                state.isScheduled = false
                return state.pending
            }
            for (id, weakObject) in pending {
                guard let object = weakObject.object else { continue }
                let answers = index.answers(for: type(of: object))
                compare(object) { answers.answer(conformingTo: $0) }
                state.withLock { _ = $0.checked.insert(id) }
                let compared = ReleasedOnMain(object)
                DispatchQueue.main.async { withExtendedLifetime(compared) {} }
            }
        }
    }
}

extension ConformanceCrossCheck {
    /// The classes compared and to compare.
    struct State {
        /// The classes compared.
        var checked: Set<ObjectIdentifier> = []
        /// One object per class to compare, held weakly so that noting a service does not keep it alive.
        var pending: [ObjectIdentifier: WeakObject] = [:]
        /// Whether launch is over.
        var isLaunched = false
        /// Whether comparisons are scheduled and have not started.
        var isScheduled = false

        /// Marks the comparisons scheduled if launch is over and some are pending and unscheduled; returns
        /// whether the caller must schedule them.
        mutating func scheduleIfLaunched() -> Bool {
            guard isLaunched, !isScheduled, !pending.isEmpty else { return false }
            isScheduled = true
            return true
        }
    }

    /// An object held weakly.
    struct WeakObject {
        weak var object: AnyObject?
    }

    /// A compared object on its way to the main queue, where its last reference goes.
    struct ReleasedOnMain: @unchecked Sendable {
        let object: AnyObject

        init(_ object: AnyObject) { self.object = object }
    }
}
#endif
