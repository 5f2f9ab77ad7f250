import AppServicesSections

/// Sorts the conformance records of an index's protocols into records that decide a type exactly and
/// protocols that no record can be trusted for.
///
/// Flags (swiftlang/swift include/swift/ABI/MetadataValues.h, `ConformanceFlags` and `ContextDescriptorFlags`): a
/// record with conditional requirements, or with a flag this reader does not know (global-actor isolation, a
/// conformance of a protocol and any later addition), decides nothing for its type; a record the runtime matches by
/// name rather than by descriptor address (a synthesized non-unique conformance, a non-unique type descriptor) or that
/// names no type descriptor (an Objective-C class) decides nothing for its protocol.
struct ConformanceRecordReader {
    /// The records per type descriptor and protocol descriptor.
    private(set) var records: [UnsafeRawPointer: [UnsafeRawPointer: ConformanceIndex.Record]] = [:]
    /// The protocols some record of which cannot be matched to a type descriptor exactly.
    private(set) var uncertain: Set<UnsafeRawPointer> = []

    /// The flags whose meaning this reader knows: the historical kind (ignored by the runtime), the type
    /// reference kind, retroactive, synthesized non-unique, the number of conditional requirements,
    /// resilient witnesses and a generic witness table.
    private static let knownFlags: UInt32 = 0x07 | 0x38 | 0x40 | 0x80 | 0xFF00 | 0x1_0000 | 0x2_0000
    private static let synthesizedNonUnique: UInt32 = 0x80
    private static let conditionalRequirements: UInt32 = 0xFF00
    /// `ContextDescriptorFlags.isUnique`.
    private static let uniqueDescriptor: UInt32 = 0x40

    /// Takes in one record.
    mutating func read(_ record: appservices_conformance_record) {
        let protocolDescriptor = record.protocol
        guard let type = record.type, record.typeFlags & Self.uniqueDescriptor != 0,
            record.flags & Self.synthesizedNonUnique == 0
        else {
            uncertain.insert(protocolDescriptor)
            return
        }
        let isExact = record.flags & ~Self.knownFlags == 0 && record.flags & Self.conditionalRequirements == 0
        let isFirst = records[type]?[protocolDescriptor] == nil
        records[type, default: [:]][protocolDescriptor] = isExact && isFirst ? .exact(record.conformance) : .undecided
    }
}
