import Foundation

/// Checks the object graph of a binary property list before Foundation reads it.
///
/// A binary property list is a table of objects that refer to each other by number, so a few bytes can
/// describe an array that contains itself, on which Foundation's reader never returns, or arrays that
/// refer to one another so often that expanding them takes exponential time. This walks the graph once,
/// iteratively, in time linear in the number of objects and references, and rejects a cycle, nesting
/// deeper than ``ManifestLimits/maximumDepth``, expansion beyond ``ManifestLimits/maximumValueCount``, and
/// objects of kinds no manifest or Info.plist holds (a set, a UID, an integer beyond 64 bits). It checks only
/// what it needs to walk safely and what Foundation reads wrongly; everything else is left to Foundation.
struct ManifestBinaryPropertyList {
    /// Why the property list is refused: the bounded reader's refusal, thrown on as it is.
    typealias Refusal = BoundedPropertyList.Refusal

    let bytes: UnsafeBufferPointer<UInt8>
    private let offsetSize: Int
    let referenceSize: Int
    let objectCount: Int
    private let offsetTable: Int
    let rootObject: Int

    /// Whether `data` is a binary property list (starts with `bplist`).
    static func isBinary(_ data: Data) -> Bool {
        data.starts(with: Array("bplist".utf8))
    }

    /// Checks the object graph of the binary property list `data`: refuses a cycle, excessive depth or
    /// expansion, or a table that points outside the data.
    static func check(_ data: Data) throws(Refusal) {
        let result: Result<Void, Refusal> = data.withUnsafeBytes { raw in
            do throws(Refusal) {
                return .success(try ManifestBinaryPropertyList(bytes: raw.assumingMemoryBound(to: UInt8.self)).walk())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Reads the trailer of the binary property list `bytes`; refuses one that, or whose offset table, lies
    /// outside the bytes.
    init(bytes: UnsafeBufferPointer<UInt8>) throws(Refusal) {
        self.bytes = bytes
        guard bytes.count >= 8 + 32 else { throw Self.malformed("too short for a binary property list") }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let count = Self.integer(bytes, at: trailer + 8, size: 8),
            let top = Self.integer(bytes, at: trailer + 16, size: 8),
            let table = Self.integer(bytes, at: trailer + 24, size: 8),
            count > 0, top < count, table >= 8, table <= trailer,
            count <= (trailer - table) / offsetSize
        else { throw Self.malformed("its trailer or offset table is out of range") }
        objectCount = count
        offsetTable = table
        rootObject = top
    }

    /// Depth-first, with an explicit stack: grey objects are on the current path, black ones are done.
    private func walk() throws(Refusal) {
        var colour = [UInt8](repeating: 0, count: objectCount)
        var height = [Int](repeating: 0, count: objectCount)
        var expanded = [Int](repeating: 1, count: objectCount)
        var stack: [(object: Int, references: Range<Int>, next: Int)] = []
        func enter(_ object: Int) throws(Refusal) {
            let references = try self.references(of: object)
            colour[object] = 1
            if !references.isEmpty, stack.count >= ManifestLimits.maximumDepth { throw Self.tooDeep }
            stack.append((object, references, references.lowerBound))
        }
        try enter(rootObject)
        while let top = stack.last {
            if top.next < top.references.upperBound {
                stack[stack.count - 1].next += referenceSize
                guard let child = Self.integer(bytes, at: top.next, size: referenceSize), child < objectCount else {
                    throw Self.malformed("an object refers to one that does not exist")
                }
                switch colour[child] {
                case 0: try enter(child)
                case 1: throw Self.malformed("an array or dictionary contains itself")
                default: if stack.count + height[child] > ManifestLimits.maximumDepth { throw Self.tooDeep }
                }
                continue
            }
            stack.removeLast()
            colour[top.object] = 2
            var childHeight = 0
            var total = 1
            for position in stride(from: top.references.lowerBound, to: top.references.upperBound, by: referenceSize) {
                guard let child = Self.integer(bytes, at: position, size: referenceSize) else { continue }
                childHeight = max(childHeight, height[child])
                total = min(total + expanded[child], ManifestLimits.maximumValueCount + 1)
            }
            height[top.object] = top.references.isEmpty ? 0 : childHeight + 1
            expanded[top.object] = total
            guard stack.count + height[top.object] <= ManifestLimits.maximumDepth else { throw Self.tooDeep }
            guard total <= ManifestLimits.maximumValueCount else {
                throw Refusal(
                    code: .limitExceeded,
                    reason: "it expands to more than \(ManifestLimits.maximumValueCount) values")
            }
        }
    }

    /// The byte range of the references an array or dictionary holds, empty for other objects; refuses an
    /// object of a kind no manifest holds (``checkKind(at:)``), a key that is not a string, a count out of range.
    func references(of object: Int) throws(Refusal) -> Range<Int> {
        let start = try self.start(of: object)
        try checkKind(at: start)
        let kind = bytes[start] >> 4
        guard kind == 0xA || kind == 0xD else { return start..<start }
        let (count, first) = try self.count(at: start)
        let perEntry = kind == 0xD ? 2 * referenceSize : referenceSize
        guard count <= (offsetTable - first) / perEntry else { throw Self.malformed("a count is out of range") }
        if kind == 0xD { try checkKeysAreStrings(first..<(first + count * referenceSize)) }
        return first..<(first + count * perEntry)
    }

    /// Where object `object` starts; refused when its offset lies outside the objects.
    func start(of object: Int) throws(Refusal) -> Int {
        guard let start = Self.integer(bytes, at: offsetTable + object * offsetSize, size: offsetSize),
            start >= 8, start < offsetTable
        else { throw Self.malformed("an object's offset is out of range") }
        return start
    }

    /// The count in the marker of the object at `start` (the low four bits, or the integer after them when
    /// they are all set), and where the object's contents start; refused when that integer is malformed.
    func count(at start: Int) throws(Refusal) -> (count: Int, contents: Int) {
        let count = Int(bytes[start] & 0x0F)
        let first = start + 1
        guard count == 0x0F else { return (count, first) }
        guard first < offsetTable, bytes[first] >> 4 == 0x1 else { throw Self.malformed("a count is malformed") }
        let size = 1 << Int(bytes[first] & 0x0F)
        guard size <= 8, let long = Self.integer(bytes, at: first + 1, size: size) else {
            throw Self.malformed("a count is malformed")
        }
        return (long, first + 1 + size)
    }

    /// The big-endian unsigned integer of `size` bytes at `position`, or `nil` when out of the data or
    /// beyond `Int.max`.
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, size: Int) -> Int? {
        guard position >= 0, size <= bytes.count, position <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for index in position..<(position + size) { value = value << 8 | UInt64(bytes[index]) }
        return Int(exactly: value)
    }

    private static let tooDeep = Refusal(code: .limitExceeded, reason: ManifestLimits.tooDeep)

    private static func malformed(_ reason: String) -> Refusal {
        Refusal(code: .malformedFile, reason: reason)
    }
}
