/// Reads the key an OpenStep property list spells, quoted or plain, as Foundation reads it, so that two spellings
/// of one key (`a`, `"a"`, `"\141"`) are found to be the same key.
///
/// Backslash escapes in quoted strings: `\a \b \f \n \r \t \v`, `\U` with up to four hexadecimal digits, up to
/// three octal digits; any other character stands for itself.
enum OpenStepPropertyListKey {
    private static let controls: [UInt8: Unicode.Scalar] = [
        UInt8(ascii: "a"): "\u{07}", UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "f"): "\u{0C}",
        UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t", UInt8(ascii: "v"): "\u{0B}",
    ]

    /// The key `bytes` spell.
    ///
    /// - Parameter bytes: A string of the list as it stands, with its quotes when it has them.
    /// - Returns: The key.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        guard let quote = bytes.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            return String(decoding: bytes, as: UTF8.self)
        }
        let inside = Array(bytes.dropFirst().dropLast())
        var key = ""
        var run: [UInt8] = []
        var index = 0
        while index < inside.count {
            guard inside[index] == UInt8(ascii: "\\"), index + 1 < inside.count else {
                run.append(inside[index])
                index += 1
                continue
            }
            key += String(decoding: run, as: UTF8.self)
            run = []
            index += 1
            key.unicodeScalars.append(escaped(inside, at: &index))
        }
        return key + String(decoding: run, as: UTF8.self)
    }

    /// The character the escape whose first byte past the backslash is at `index` stands for; moves `index` past it.
    private static func escaped(_ bytes: [UInt8], at index: inout Int) -> Unicode.Scalar {
        let first = bytes[index]
        index += 1
        if let control = controls[first] { return control }
        let isOctal = first >= 0x30 && first <= 0x37
        guard isOctal || first == UInt8(ascii: "U") else { return Unicode.Scalar(first) }
        let radix: UInt32 = isOctal ? 8 : 16
        var value: UInt32 = isOctal ? UInt32(first - 0x30) : 0
        var digits = isOctal ? 1 : 0
        while digits < (isOctal ? 3 : 4), index < bytes.count,
            let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue, digit < radix
        {
            value = value * radix + UInt32(digit)
            digits += 1
            index += 1
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
