import AppServicesSections
import Foundation

/// Which of a fixed set of protocols each class conforms to, learned from one pass over the loaded images'
/// protocol-conformance records.
///
/// The first `as?` or `is` check of a (type, protocol) pair makes the Swift runtime scan every conformance
/// record in the process, so a host that asks each of its services about each capability pays services ×
/// capabilities × the size of the app at launch. This index reads the records once, keeps those whose
/// protocol is one of its own (identified by protocol descriptor, learned from the existential's metadata),
/// and answers each class from the nominal type descriptors of the class and its superclasses, with the
/// witness table `swift_getWitnessTable` gives for the conformance, as the runtime's cast does.
///
/// Whatever the records cannot decide exactly is answered ``Answer/unknown``, for the caller to ask the
/// runtime: a protocol outside the set, a conditional conformance, a record naming an Objective-C class or
/// a type reference this reader does not know, two records for one class, flags added after this reader
/// was written, a non-unique type descriptor, an object format without a reader (neither ELF nor Mach-O).
/// Images loaded later are picked up: a change in the number of images starts the index over.
///
/// An app turns the index off with the Info.plist key ``disablingKey`` (every question is then answered
/// ``Answer/unknown`` and goes to the runtime); in debug builds ``ConformanceCrossCheck`` turns it off for the
/// process when one of its answers differs from the runtime's cast.
package final class ConformanceIndex: Sendable {
    /// What the records say about one (class, protocol) pair.
    package enum Answer: Equatable {
        /// The class conforms; the witness table the runtime's cast would put in the existential.
        case conforms(witnessTable: UnsafeRawPointer)
        /// No record makes the class conform.
        case doesNotConform
        /// The records cannot decide exactly; ask the runtime.
        case unknown
    }

    /// The index of the library's own protocols (capabilities and the other service protocols), off where the
    /// app's Info.plist sets ``disablingKey``.
    package static let shared = ConformanceIndex(
        protocols: ServiceConformance.indexedProtocols, isEnabled: !isDisabledByTheAppsInfoPlist)

    /// Whether the app's Info.plist sets ``disablingKey``.
    ///
    /// On Apple platforms UIKit has read the Info.plist before the app delegate exists; elsewhere an executable
    /// has none, and asking Foundation for it searches the file system at launch (about 5 million instructions on
    /// Linux) to find none.
    private static var isDisabledByTheAppsInfoPlist: Bool {
        #if canImport(Darwin)
        isDisabled(byInfoDictionary: Bundle.main.infoDictionary)
        #else
        false
        #endif
    }

    /// The existential types `any P` of the protocols the index was created for.
    package let protocols: [Any.Type]
    private let state: Locked<State>

    /// An index of the protocols of `existentials` (`any P` of class-bound Swift protocols; questions about other
    /// types are answered ``Answer/unknown``, as are all when `isEnabled` is `false`); it reads records when asked.
    package init(protocols existentials: [Any.Type], isEnabled: Bool = true) {
        protocols = existentials
        var descriptors: [ObjectIdentifier: UnsafeRawPointer] = [:]
        for existential in existentials {
            if let descriptor = appservices_existential_protocol(Self.metadata(of: existential)) {
                descriptors[ObjectIdentifier(existential)] = descriptor
            }
        }
        state = Locked(State(descriptors: descriptors, isEnabled: isEnabled))
    }

    /// Whether the index answers from the records; once off, every question goes to the runtime.
    package var isEnabled: Bool { state.withLock { $0.isEnabled } }

    /// Turns the index off for the process: every later question is answered ``Answer/unknown``.
    package func disable() {
        state.withLock { $0.isEnabled = false }
    }

    /// What the records say about whether the class `type` conforms to the protocol of `existential`, `any P`.
    package func answer(for type: AnyClass, conformingTo existential: Any.Type) -> Answer {
        answers(for: type).answer(conformingTo: existential)
    }

    /// What the records say about the class `type` and every protocol of the index, valid for the images loaded
    /// now, learned in one locked lookup, so that asking about each protocol in turn takes no lock.
    package func answers(for type: AnyClass) -> TypeAnswers {
        state.withLock { state in
            guard state.isEnabled else { return TypeAnswers(descriptors: [:], uncertain: [], conformances: nil) }
            state.refreshIfImagesChanged()
            guard state.images >= 0 else { return TypeAnswers(descriptors: [:], uncertain: [], conformances: nil) }
            return TypeAnswers(
                descriptors: state.descriptors, uncertain: state.uncertain, conformances: state.conformances(of: type))
        }
    }

    /// The address of a type's metadata.
    static func metadata(of type: Any.Type) -> UnsafeRawPointer {
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }
}

extension ConformanceIndex {
    /// The records of the index's protocols, per conforming type descriptor, and what they say per class.
    struct State {
        /// The protocol descriptor of each indexed existential type.
        let descriptors: [ObjectIdentifier: UnsafeRawPointer]
        /// Whether the index answers from the records.
        var isEnabled: Bool
        /// The images counted when the records were last read; -1 before, or where no reader exists.
        var images = -1
        /// Whether the records were read since the image count last changed.
        var isRead = false
        /// The decidable records, per type descriptor and protocol descriptor.
        var records: [UnsafeRawPointer: [UnsafeRawPointer: Record]] = [:]
        /// Protocols with a record this reader cannot match to a type descriptor.
        var uncertain: Set<UnsafeRawPointer> = []
        /// The answers per class, computed when the class is first asked about.
        var classes: [ObjectIdentifier: ClassConformances] = [:]

        /// Reads the records again if an image was loaded or unloaded since they were read.
        mutating func refreshIfImagesChanged() {
            let images = ConformanceSections.imageCount()
            guard !isRead || images != self.images else { return }
            self = State(descriptors: descriptors, isEnabled: isEnabled)
            self.images = images
            isRead = true
            guard images >= 0 else { return }
            var reader = ConformanceRecordReader()
            ConformanceSections.visit(protocols: Set(descriptors.values).sorted(), into: &reader)
            records = reader.records
            uncertain = reader.uncertain
        }

        /// The answers for `type`, computed from the records of its class and superclasses the first time.
        mutating func conformances(of type: AnyClass) -> ClassConformances {
            if let known = classes[ObjectIdentifier(type)] { return known }
            var answers = ClassConformances()
            var current: AnyClass? = type
            while let someClass = current {
                let metadata = ConformanceIndex.metadata(of: someClass)
                if let descriptor = appservices_type_descriptor(metadata), let found = records[descriptor] {
                    for (protocolDescriptor, record) in found {
                        answers.add(record, to: protocolDescriptor, on: metadata)
                    }
                }
                current = _getSuperclass(someClass)
            }
            classes[ObjectIdentifier(type)] = answers
            return answers
        }
    }

    /// What the records say about one class and each protocol of the index.
    package struct TypeAnswers {
        let descriptors: [ObjectIdentifier: UnsafeRawPointer]
        let uncertain: Set<UnsafeRawPointer>
        /// `nil` where no reader exists for the object format.
        let conformances: ClassConformances?

        /// What the records say about whether the class conforms to the protocol of `existential`, `any P`.
        package func answer(conformingTo existential: Any.Type) -> Answer {
            guard let conformances, let protocolDescriptor = descriptors[ObjectIdentifier(existential)],
                uncertain.isEmpty || !uncertain.contains(protocolDescriptor)
            else { return .unknown }
            return conformances.answer(for: protocolDescriptor)
        }
    }

    /// What one decidable type descriptor's records say about one protocol.
    enum Record {
        /// One unconditional conformance, with its descriptor.
        case exact(UnsafeRawPointer)
        /// Conditional, duplicated or with flags this reader does not know.
        case undecided
    }

    /// What the records say about one class, protocol by protocol: a few protocols per class, searched
    /// linearly, which costs less than hashing.
    struct ClassConformances {
        private var witnessTables: [(protocolDescriptor: UnsafeRawPointer, table: UnsafeRawPointer)] = []
        private var undecided: [UnsafeRawPointer] = []

        /// Adds a record to `protocolDescriptor` found on `metadata`, the class or one of its superclasses; a
        /// second record for the same protocol leaves it undecided, as the runtime's choice is not specified.
        mutating func add(_ record: Record, to protocolDescriptor: UnsafeRawPointer, on metadata: UnsafeRawPointer) {
            guard !undecided.contains(protocolDescriptor) else { return }
            let known = witnessTables.firstIndex { $0.protocolDescriptor == protocolDescriptor }
            guard case .exact(let conformance) = record, known == nil,
                let table = appservices_witness_table(conformance, metadata)
            else {
                if let known { witnessTables.remove(at: known) }
                undecided.append(protocolDescriptor)
                return
            }
            witnessTables.append((protocolDescriptor, table))
        }

        /// What the records say about the protocol of `protocolDescriptor`.
        func answer(for protocolDescriptor: UnsafeRawPointer) -> Answer {
            if let found = witnessTables.first(where: { $0.protocolDescriptor == protocolDescriptor }) {
                return .conforms(witnessTable: found.table)
            }
            return undecided.contains(protocolDescriptor) ? .unknown : .doesNotConform
        }
    }
}
