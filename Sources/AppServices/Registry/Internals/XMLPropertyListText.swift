/// Checks the text of an XML property list's values as Foundation reads it, so that text Foundation refuses is
/// refused first, with its line, without the failing call (whose error object leaks on Linux).
///
/// Foundation reads, in `<string>` and `<key>`, only the references `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`
/// and `&#…;` or `&#x…;` naming a Unicode scalar; a `<date>` only in the form `2024-01-31T12:00:00Z` (a year of
/// any length, maybe negative, then two digits for each other field, nothing around it); an `<integer>` with
/// blanks before it but none after it, within 64 bits (unsigned up to 18446744073709551615 or 0xFFFFFFFFFFFFFFFF,
/// signed down to -9223372036854775808 or -0x8000000000000000).
enum XMLPropertyListText: PropertyListTextScanning {
    private static let namedReferences: [(name: [UInt8], scalar: Unicode.Scalar)] = [
        (Array("amp;".utf8), "&"), (Array("lt;".utf8), "<"), (Array("gt;".utf8), ">"), (Array("quot;".utf8), "\""),
        (Array("apos;".utf8), "'"),
    ]

    /// The first reference Foundation does not read in the text `bytes[range]` of a `<string>` or `<key>`, with
    /// its line.
    ///
    /// - Parameters:
    ///   - bytes: The property list's bytes.
    ///   - range: Text between two tags, outside `CDATA`.
    ///   - line: The line `range` starts on.
    /// - Returns: The problem, or `nil`.
    static func referenceProblem(in bytes: [UInt8], _ range: Range<Int>, line: Int) -> String? {
        var line = line
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == 0x0A { line += 1 }
            guard bytes[index] == UInt8(ascii: "&") else {
                index += 1
                continue
            }
            guard let end = reference(in: bytes, from: index + 1, to: range.upperBound)?.end else {
                let shown = String(decoding: bytes[index..<min(index + 12, range.upperBound)], as: UTF8.self)
                return "line \(line): '\(shown)' is no reference Foundation reads (&amp; &lt; &gt; &quot; &apos; "
                    + "&#…; or &#x…; naming a Unicode scalar)"
            }
            index = end
        }
        return nil
    }

    /// The text of a `<string>` or `<key>` that passed ``referenceProblem(in:_:line:)``, as Foundation reads it:
    /// references replaced by what they stand for, `CDATA` by what it holds.
    ///
    /// - Parameters:
    ///   - bytes: The property list's bytes.
    ///   - range: The text between the element's tags.
    /// - Returns: The text.
    static func decoded(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        var text = String.UnicodeScalarView()
        var run: [UInt8] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == UInt8(ascii: "&"),
                let (end, scalar) = reference(in: bytes, from: index + 1, to: range.upperBound)
            {
                text += String(decoding: run, as: UTF8.self).unicodeScalars
                run = []
                text.append(scalar)
                index = end
            } else if bytes[index..<range.upperBound].starts(with: "<![CDATA[".utf8) {
                let end = find("]]>", in: bytes, from: index + 9) ?? range.upperBound
                run += bytes[(index + 9)..<min(end, range.upperBound)]
                index = end + 3
            } else {
                run.append(bytes[index])
                index += 1
            }
        }
        return String(text) + String(decoding: run, as: UTF8.self)
    }

    /// The reference whose name starts at `start` (past its `&`): where it ends, past its `;`, and what it stands
    /// for; `nil` for one Foundation does not read.
    private static func reference(in bytes: [UInt8], from start: Int, to end: Int) -> (
        end: Int, scalar: Unicode.Scalar
    )? {
        if let named = namedReferences.first(where: {
            bytes[start..<min(start + $0.name.count, end)].elementsEqual($0.name)
        }) {
            return (start + named.name.count, named.scalar)
        }
        guard start < end, bytes[start] == UInt8(ascii: "#") else { return nil }
        let isHex = start + 1 < end && bytes[start + 1] == UInt8(ascii: "x")
        let radix: UInt32 = isHex ? 16 : 10
        var value: UInt32 = 0
        var index = start + (isHex ? 2 : 1)
        while index < end, let digit = Character(UnicodeScalar(bytes[index])).hexDigitValue, digit < radix {
            value = min(value * radix + UInt32(digit), 0x11_0000)
            index += 1
        }
        guard index < end, bytes[index] == UInt8(ascii: ";"), let scalar = Unicode.Scalar(value) else { return nil }
        return (index + 1, scalar)
    }

    /// Whether `text`, all of a `<date>`, has the form Foundation reads: `-`, any digits, then
    /// `-MM-DDTHH:MM:SSZ` with two digits each.
    ///
    /// - Parameter text: The date's text.
    /// - Returns: `true` when Foundation reads it.
    static func isDate(_ text: [UInt8]) -> Bool {
        let unsigned = text.first == UInt8(ascii: "-") ? text.dropFirst() : text[...]
        let year = unsigned.prefix { $0 >= 0x30 && $0 <= 0x39 }
        let rest = unsigned.dropFirst(year.count)
        let form = Array("-dd-ddTdd:dd:ddZ".utf8)
        return rest.count == form.count
            && zip(rest, form).allSatisfy { byte, expected in
                expected == UInt8(ascii: "d") ? byte >= 0x30 && byte <= 0x39 : byte == expected
            }
    }

    /// What is wrong with `text`, all of an `<integer>`; `nil` when Foundation reads it.
    ///
    /// - Parameter text: The integer's text.
    /// - Returns: `no integer` or `out of the range of 64-bit integers`, or `nil`.
    static func integerProblem(_ text: Substring) -> String? {
        let negative = text.first == "-"
        let unsigned = negative || text.first == "+" ? text.dropFirst() : text
        let isHex = unsigned.lowercased().hasPrefix("0x")
        let digits = isHex ? unsigned.dropFirst(2) : unsigned
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && (isHex ? $0.isHexDigit : $0.isNumber) }) else {
            return "no integer"
        }
        let significant = digits.drop { $0 == "0" }
        guard let magnitude = significant.isEmpty ? 0 : UInt64(significant, radix: isHex ? 16 : 10) else {
            return "out of the range of 64-bit integers"
        }
        // Foundation reads a negative number, decimal or hexadecimal, down to Int64.min and refuses it below.
        return negative && magnitude > UInt64(Int64.max) + 1 ? "out of the range of 64-bit integers" : nil
    }
}
