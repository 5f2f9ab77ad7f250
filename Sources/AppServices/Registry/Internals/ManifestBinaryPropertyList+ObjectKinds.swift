extension ManifestBinaryPropertyList {
    /// Refuses the object at `start` unless it is of a kind a manifest or an Info.plist holds: a boolean, an
    /// integer within 64 bits, a real, a date, data, a string, an array or a dictionary whose keys are strings.
    ///
    /// Foundation on Linux crashes on a set and reads an integer beyond 64 bits as 0, so every other kind (sets,
    /// UIDs, null, URLs, UUIDs, markers no format defines) is refused, naming the kind, before it reads the list.
    func checkKind(at start: Int) throws(Refusal) {
        let marker = bytes[start]
        let size = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0 where marker == 0x08 || marker == 0x09, 0x3 where marker == 0x33, 0x4, 0x5, 0x6, 0xA, 0xD:
            return
        case 0x1 where size <= 3:
            return
        case 0x1 where size == 4:
            // CoreFoundation writes an unsigned 64-bit integer above Int64.max in 16 bytes, the first 8 zero.
            guard start + 17 <= bytes.count, bytes[(start + 1)...(start + 8)].allSatisfy({ $0 == 0 }) else {
                throw Self.unheld("an integer beyond 64 bits")
            }
        case 0x1: throw Self.unheld("an integer beyond 64 bits")
        case 0x2 where size == 2 || size == 3:
            return
        case 0x2: throw Self.unheld("a real of \(1 << size) bytes")
        case 0x3: throw Self.unheld("a date not of 8 bytes")
        case 0x8: throw Self.unheld("a UID")
        case 0xB: throw Self.unheld("an ordered set")
        case 0xC: throw Self.unheld("a set")
        case 0x0: throw Self.unheld(Self.nullKinds[size] ?? "an object of unknown kind 0x\(marker.hexDigits)")
        default: throw Self.unheld("an object of unknown kind 0x\(marker.hexDigits)")
        }
    }

    /// Refuses the dictionary keys at `references`, the byte range of a dictionary's key references, unless
    /// each is a string.
    func checkKeysAreStrings(_ references: Range<Int>) throws(Refusal) {
        for position in stride(from: references.lowerBound, to: references.upperBound, by: referenceSize) {
            guard let key = Self.integer(bytes, at: position, size: referenceSize), key < objectCount else {
                throw Refusal(code: .malformedFile, reason: "an object refers to one that does not exist")
            }
            let kind = bytes[try start(of: key)] >> 4
            guard kind == 0x5 || kind == 0x6 else {
                throw Refusal(code: .malformedFile, reason: "a dictionary key is not a string")
            }
        }
    }

    /// The kinds whose marker's high four bits are zero, other than the booleans, by their low four bits.
    private static let nullKinds = [0x0: "a null", 0xC: "a URL", 0xD: "a URL", 0xE: "a UUID", 0xF: "a fill byte"]

    private static func unheld(_ kind: String) -> Refusal {
        Refusal(code: .malformedFile, reason: "it holds \(kind), which no manifest or Info.plist holds")
    }
}

extension UInt8 {
    /// The byte in two upper-case hexadecimal digits, such as `7F`.
    fileprivate var hexDigits: String {
        let digits = String(self, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
