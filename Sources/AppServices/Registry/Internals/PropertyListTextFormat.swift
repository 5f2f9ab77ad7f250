import Foundation

/// Tells, from its first bytes, whether text can be an XML or OpenStep property list at all, so that bytes which
/// are none (JSON, a binary file, prose that starts with no letter) are refused without calling
/// `PropertyListSerialization`: on Linux each of its failures leaks the `CFError` it reports (about 470 bytes).
enum PropertyListTextFormat: PropertyListTextScanning {
    /// Why `data`, which does not start with `bplist`, cannot be a text property list; `nil` when it may be one.
    ///
    /// An XML property list starts with `<?xml`, `<!DOCTYPE` or `<plist`; an OpenStep one with a dictionary
    /// `{`, an array `(`, a quoted string, data `<`, a comment `/`, or a plain string (letters, digits and `_$:.-`)
    /// such as the first key of a `.strings` file. Blanks and a UTF-8 byte order mark may come first.
    ///
    /// - Parameter data: The bytes.
    /// - Returns: The reason, or `nil`.
    static func problem(in data: Data) -> String? {
        var start = data.startIndex
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        guard let first = data[start...].firstIndex(where: { !isBlank($0) }) else {
            return "the file is empty"
        }
        let byte = data[first]
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "<") || isPlain(byte)
        {
            return nil
        }
        let shown =
            byte >= 0x21 && byte < 0x7F
            ? "'\(Character(UnicodeScalar(byte)))'" : "the byte 0x\(String(byte, radix: 16))"
        return "it starts with \(shown), which starts no property list (binary 'bplist', XML '<', OpenStep '{', '(', "
            + "a string or a comment)"
    }
}

/// What the readers of text property lists share: which bytes are blanks, and where a text stands next.
///
/// ``PropertyListTextFormat``, the structure checks of XML and OpenStep lists, and the search for duplicate keys
/// read bytes alike; adopting this protocol gives each of them these helpers.
protocol PropertyListTextScanning {}

extension PropertyListTextScanning {
    /// Whether `byte` is a blank of a text property list: a space, a tab, a line feed or a carriage return.
    ///
    /// - Parameter byte: The byte.
    /// - Returns: `true` for a blank.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether `byte` may stand in a plain (unquoted) string of an OpenStep property list: an ASCII letter or digit,
    /// or one of `_$/:.-`.
    ///
    /// - Parameter byte: The byte.
    /// - Returns: `true` for a plain string's byte.
    static func isPlain(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || [
                UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
                UInt8(ascii: "."), UInt8(ascii: "-"),
            ].contains(byte)
    }

    /// Where the first byte of `bytes[range]` that is not part of well-formed UTF-8 stands.
    ///
    /// Foundation refuses such bytes, but for a lone 0xA9, which it reads as U+FFFD: that one is refused too,
    /// since the character it stood for would be lost.
    ///
    /// - Parameters:
    ///   - bytes: The bytes of a text property list.
    ///   - range: The bytes to check.
    /// - Returns: The index of the first byte of the malformed sequence, or `nil` when all is UTF-8.
    static func firstMalformedUTF8(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var iterator = bytes[range].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var index = range.lowerBound
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): index += scalar.count
            case .error: return index
            case .emptyInput: return nil
            }
        }
    }

    /// Where `text` next stands in `bytes`, at `start` or after it.
    ///
    /// - Parameters:
    ///   - text: The text to find, such as `</key>`.
    ///   - bytes: The bytes of a text property list.
    ///   - start: The index to search from.
    /// - Returns: The index of the first byte of `text`, or `nil` when it does not stand there.
    static func find(_ text: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        guard start <= bytes.count - pattern.count else { return nil }
        var position = start
        while let candidate = bytes[position...].firstIndex(of: pattern[0]) {
            guard candidate + pattern.count <= bytes.count else { return nil }
            if bytes[candidate..<(candidate + pattern.count)].elementsEqual(pattern) { return candidate }
            position = candidate + 1
        }
        return nil
    }
}
