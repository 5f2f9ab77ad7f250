import Foundation

/// Tells, from its first bytes, whether text can be an XML or OpenStep property list at all, so that bytes which
/// are none (JSON, prose, a binary file) are refused without calling `PropertyListSerialization`: on Linux each of
/// its failures leaks the `CFError` it reports (about 470 bytes).
enum PropertyListTextFormat {
    /// Why `data`, which does not start with `bplist`, cannot be a text property list; `nil` when it may be one.
    ///
    /// An XML property list starts with `<?xml`, `<!DOCTYPE` or `<plist`; an OpenStep one with a dictionary
    /// `{`, an array `(`, a quoted string or data `<`. Blanks and a UTF-8 byte order mark may come first.
    ///
    /// - Parameter data: The bytes.
    /// - Returns: The reason, or `nil`.
    static func problem(in data: Data) -> String? {
        var start = data.startIndex
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        guard let first = data[start...].firstIndex(where: { !blanks.contains($0) }) else {
            return "the file is empty"
        }
        let byte = data[first]
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "<")
        {
            return nil
        }
        let shown =
            byte >= 0x21 && byte < 0x7F
            ? "'\(Character(UnicodeScalar(byte)))'" : "the byte 0x\(String(byte, radix: 16))"
        return "it starts with \(shown), which starts no property list (binary 'bplist', XML '<', OpenStep '{' or '(')"
    }
}
