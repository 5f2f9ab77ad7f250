/// Checks the encoding an XML property list's declaration names, as Foundation finds it, so that one Foundation
/// does not read is refused first, without the failing call (whose error object leaks on Linux).
///
/// Foundation looks for `encoding=` only in a declaration that opens the bytes (`<?xml`), before its first `?` or
/// `>`, and takes the quoted name after it, up to the same quote; it compares names without the ASCII characters
/// that are neither letters nor digits, in any case. The names accepted are those Foundation reads on Linux:
/// UTF-8 and the byte encodings that extend ASCII (ISO-8859, windows-125x, the Chinese,
/// Japanese, Korean and Cyrillic ones, UTF-7). Apple's Foundation has other converters and may read more,
/// so the check runs only where the list is right, off Apple platforms; there Foundation decides.
enum XMLPropertyListEncoding {
    private static let readable: Set<String> = Set(
        [
            "utf8", "utf7", "usascii", "ascii", "l1", "cp1252", "shiftjis", "eucjp", "iso2022jp", "gb2312", "gbk",
            "gb18030", "big5", "euckr", "koi8r", "xnextstep",
        ]
            + (1...16).map { "iso8859\($0)" } + (1250...1258).map { "windows\($0)" }
            + [1, 2, 3, 4, 5, 6, 9].map { "latin\($0)" })

    /// Why Foundation would not read the encoding the declaration at the start of `bytes` names, with its line;
    /// `nil` when it names none or one Foundation reads.
    ///
    /// - Parameter bytes: An XML property list's bytes.
    /// - Returns: The problem, or `nil`.
    static func problem(in bytes: [UInt8]) -> String? {
        guard let (start, end) = declaredName(in: bytes) else { return nil }
        let name = String(decoding: bytes[(start + 1)..<end].prefix(160), as: UTF8.self)
        guard end - start > 65 || !readable.contains(comparable(bytes, start, end)) else { return nil }
        let line = bytes[..<start].count { $0 == 0x0A } + 1
        return
            "line \(line): the XML declaration names the encoding '\(name.prefix(40))', which Foundation does not read"
    }

    /// Whether Foundation reads `bytes` as UTF-8: their declaration names no encoding, or UTF-8.
    ///
    /// - Parameter bytes: An XML property list's bytes.
    /// - Returns: `true` for UTF-8.
    static func isUTF8(_ bytes: [UInt8]) -> Bool {
        guard let (start, end) = declaredName(in: bytes) else { return true }
        return end - start <= 65 && comparable(bytes, start, end) == "utf8"
    }

    /// Where the encoding's name stands in the declaration that opens `bytes`: its opening and closing quotes.
    private static func declaredName(in bytes: [UInt8]) -> (start: Int, end: Int)? {
        guard bytes.starts(with: "<?xml".utf8) else { return nil }
        let attribute = Array("encoding=".utf8)
        var index = 5
        while index < bytes.count, bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: ">") {
            if bytes[index..<min(index + attribute.count, bytes.count)].elementsEqual(attribute) {
                let start = index + attribute.count
                guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'"),
                    let end = bytes[(start + 1)...].firstIndex(of: bytes[start])
                else { return nil }
                return (start, end)
            }
            index += 1
        }
        return nil
    }

    /// The name between the quotes at `start` and `end` as Foundation compares it: its first 64 bytes, up to a NUL
    /// byte, without the ASCII characters that are neither letters nor digits, lowercased.
    private static func comparable(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        let isLetterOrDigit = { (byte: UInt8) in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        }
        // Foundation reads the name as a C string: a NUL byte ends it.
        let name = bytes[(start + 1)..<end].prefix(64).prefix { $0 != 0 }
        let letters = name.filter { $0 >= 0x80 || isLetterOrDigit($0) }
        return String(decoding: letters, as: UTF8.self).lowercased()
    }
}
