import Foundation

/// Builds binary property lists object by object, including ones no encoder writes: an array that
/// contains itself, arrays that share their elements many times over.
enum BinaryPropertyListBuilder {
    /// One object of the list.
    enum Object {
        /// An array of references to other objects, by number.
        case array([Int])
        /// A one-byte integer.
        case integer(UInt8)
        /// An ASCII string of fewer than 15 characters.
        case string(String)
        /// A dictionary of fewer than 15 entries: references to its keys, then to its values.
        case dictionary([(key: Int, value: Int)])
        /// Bytes written as they are: any marker, including kinds no manifest holds (a set, a UID).
        case raw([UInt8])
    }

    /// The list of `objects`, the first being the top object; references and offsets take one or two bytes.
    static func build(_ objects: [Object]) -> Data {
        let referenceSize = objects.count > 255 ? 2 : 1
        var data = Data("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(data.count)
            switch object {
            case .integer(let value):
                data.append(contentsOf: [0x10, value])
            case .array(let references):
                if references.count < 15 {
                    data.append(0xA0 | UInt8(references.count))
                } else {
                    data.append(contentsOf: [0xAF, 0x11, UInt8(references.count >> 8), UInt8(references.count & 0xFF)])
                }
                for reference in references { data.append(contentsOf: bigEndian(reference, size: referenceSize)) }
            case .string(let text):
                data.append(0x50 | UInt8(text.utf8.count))
                data.append(contentsOf: Array(text.utf8))
            case .raw(let bytes):
                data.append(contentsOf: bytes)
            case .dictionary(let entries):
                data.append(0xD0 | UInt8(entries.count))
                for reference in entries.map(\.key) + entries.map(\.value) {
                    data.append(contentsOf: bigEndian(reference, size: referenceSize))
                }
            }
        }
        let offsetSize = data.count > 65_535 ? 4 : 2
        let table = data.count
        for offset in offsets { data.append(contentsOf: bigEndian(offset, size: offsetSize)) }
        data.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)])
        data.append(contentsOf: bigEndian(objects.count, size: 8))
        data.append(contentsOf: bigEndian(0, size: 8))
        data.append(contentsOf: bigEndian(table, size: 8))
        return data
    }

    /// The 43-byte list of issue 12: one array whose only element is itself.
    static let selfReferencing: Data = {
        var data = Data("bplist00".utf8)
        data.append(contentsOf: [0xA1, 0x00, 0x08])
        data.append(contentsOf: [0, 0, 0, 0, 0, 0, 1, 1])
        data.append(contentsOf: bigEndian(1, size: 8))
        data.append(contentsOf: bigEndian(0, size: 8))
        data.append(contentsOf: bigEndian(10, size: 8))
        return data
    }()

    private static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
