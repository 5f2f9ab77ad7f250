import Foundation

/// The position of each task identifier's first registration, for resolving dependencies by identifier.
///
/// A graph looks up every task and every dependency once, so this lookup is most of validation's cost. `Dictionary`
/// hashes a `String` with seeded SipHash; identifiers are nearly always short ASCII text, so this open-addressing table
/// hashes their UTF-8 bytes with FNV-1a and confirms a candidate with `==`. It agrees with `String`'s equality, which
/// is canonical equivalence: a non-ASCII identifier is hashed by the bytes of its NFC form, which canonically
/// equivalent strings share and which an ASCII string already is. The hash starts from a seed drawn once per process,
/// so a manifest's identifiers crafted to collide in one process's table do not, in general, collide in another's.
struct LaunchTaskIndex: Sendable {
    /// Each slot's position plus one; `0` marks an empty slot.
    ///
    /// 32 bits halve the table's memory, and a launch has far fewer than two billion tasks.
    private var slots: [Int32]
    /// The tasks, whose identifiers the slots point at; shared with the graph, not copied.
    private let descriptors: [LaunchTaskDescriptor]
    /// How many distinct identifiers there are.
    private(set) var count = 0
    /// The process's seed, read once here rather than through its lazy global at every hash.
    private let seed = Self.processSeed

    /// Indexes the identifiers of `descriptors`, in registration order; a repeated identifier keeps the
    /// position of its first registration.
    init(_ descriptors: [LaunchTaskDescriptor]) {
        var capacity = 8
        while capacity < 2 * descriptors.count { capacity *= 2 }
        self.descriptors = descriptors
        slots = Array(repeating: 0, count: capacity)
        let seed = seed
        for position in descriptors.indices {
            var slot = Self.hash(descriptors[position].id, seed: seed) & (capacity - 1)
            while slots[slot] != 0, descriptors[Int(slots[slot]) - 1].id != descriptors[position].id {
                slot = (slot + 1) & (capacity - 1)
            }
            if slots[slot] == 0 {
                slots[slot] = Int32(position + 1)
                count += 1
            }
        }
    }

    /// The position of the first task registered as `id`, or `nil` when no task has that identifier.
    subscript(id: LaunchTaskIdentifier) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(id, seed: seed) & mask
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if descriptors[position].id == id { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The hash's starting value: FNV-1a's offset basis mixed with a random value drawn once per process.
    private static let processSeed = 0xCBF2_9CE4_8422_2325 ^ UInt64.random(in: 0...UInt64.max)

    /// FNV-1a of the identifier's UTF-8 bytes, of its NFC form when it is not ASCII.
    private static func hash(_ id: LaunchTaskIdentifier, seed: UInt64) -> Int {
        // Native and small strings give their UTF-8 bytes directly; ASCII bytes are already in NFC.
        if let hashed = id.rawValue.utf8.withContiguousStorageIfAvailable({ fnv1a($0, seed: seed) }), hashed.isASCII {
            return hashed.hash
        }
        var canonical = id.rawValue.precomposedStringWithCanonicalMapping
        return canonical.withUTF8 { fnv1a($0, seed: seed).hash }
    }

    /// FNV-1a of `bytes`, with its high half folded into the low one (the table's mask keeps only low
    /// bits), and whether the bytes are all ASCII, found in the same pass.
    @inline(__always)
    private static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> (hash: Int, isASCII: Bool) {
        var hash = seed
        var highBits: UInt8 = 0
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            highBits |= byte
        }
        return (Int(truncatingIfNeeded: hash ^ (hash >> 32)), highBits < 0x80)
    }
}
