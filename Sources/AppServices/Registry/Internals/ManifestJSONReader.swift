import Foundation

/// Reads a JSON manifest's bytes into a value tree in one pass, in time linear in their size and with a
/// constant amount of the thread's stack.
///
/// Nesting is kept on an explicit stack and bounded by ``ManifestLimits/maximumDepth``, so neither a deep document nor
/// a thread with a small stack can make it fail. Values no manifest may hold (`null`, integers beyond 64 bits, numbers
/// beyond `Double`, text that is not UTF-8, a key given twice in one dictionary) are collected as
/// ``ManifestValueProblem``s with their key path while reading goes on. Integers stay integers; a number with a
/// fraction or an exponent is an integer when it is whole and fits, as ``ConfigurationValue`` documents.
struct ManifestJSONReader {
    /// Why the bytes are not JSON, or are nested too deep to read: reading stops there.
    struct Failure: Error {
        /// What kind of failure: ``ManifestProblem/Code/malformedFile`` or ``ManifestProblem/Code/limitExceeded``.
        var code: ManifestProblem.Code
        /// The byte offset where reading stopped.
        var offset: Int
        /// Where in the document reading stopped.
        var path: [ManifestPathComponent]
        /// What is wrong.
        var reason: String
    }

    /// An array or dictionary being read.
    private struct Container {
        var isArray: Bool
        var elements: [ConfigurationValue] = []
        var fields: [String: ConfigurationValue] = [:]
        var key = ""
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var stack: [Container] = []
    private(set) var problems: [ManifestValueProblem] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Reads `data` (UTF-8, optionally after a byte order mark) as one JSON value, with
    /// ``ManifestValueProblem/placeholder`` for each bad value, and the problems.
    static func read(_ data: Data) throws(Failure) -> (value: ConfigurationValue, problems: [ManifestValueProblem]) {
        let result: Result<(ConfigurationValue, [ManifestValueProblem]), Failure> = data.withUnsafeBytes { raw in
            var reader = ManifestJSONReader(bytes: raw.assumingMemoryBound(to: UInt8.self))
            // A `do`/`catch`, not `Result { () throws(Failure) in … }`: the iOS 17 SDK's standard library has only
            // the untyped `Result(catching:)`, which makes the failure `any Error`.
            do throws(Failure) {
                return .success((try reader.readDocument(), reader.problems))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private mutating func readDocument() throws(Failure) -> ConfigurationValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
        while true {
            var value = try readValueOrOpen()
            while true {
                guard !stack.isEmpty else {
                    skipWhitespace()
                    guard offset == bytes.count else { throw fail("unexpected text after the document") }
                    return value
                }
                attach(value)
                skipWhitespace()
                let isArray = stack[stack.count - 1].isArray
                switch peek() {
                case UInt8(ascii: ","):
                    offset += 1
                    if !isArray { try readKey() }
                case UInt8(ascii: "]") where isArray:
                    offset += 1
                    value = .array(stack.removeLast().elements)
                    continue
                case UInt8(ascii: "}") where !isArray:
                    offset += 1
                    value = .dictionary(stack.removeLast().fields)
                    continue
                default:
                    throw fail(isArray ? "expected ',' or ']'" : "expected ',' or '}'")
                }
                break
            }
        }
    }

    /// Reads a scalar or an empty container and returns it, or opens a container and reads on into it.
    private mutating func readValueOrOpen() throws(Failure) -> ConfigurationValue {
        while true {
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: "{"):
                if try open(closedBy: UInt8(ascii: "}")) { return .dictionary([:]) }
                var container = Container(isArray: false)
                // Most dictionaries of a manifest are entries of up to six fields: one allocation, no rehash.
                container.fields.reserveCapacity(6)
                stack.append(container)
                try readKey()
            case UInt8(ascii: "["):
                if try open(closedBy: UInt8(ascii: "]")) { return .array([]) }
                stack.append(Container(isArray: true))
            case UInt8(ascii: "\""):
                return try readString().map(ConfigurationValue.string) ?? ManifestValueProblem.placeholder
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                return .boolean(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                return .boolean(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                report(.wrongType, "expected a string, number, boolean, array or dictionary, found null")
                return ManifestValueProblem.placeholder
            case UInt8(ascii: "-"), (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
                return try readNumber()
            case nil:
                throw fail("unexpected end of the document; expected a value")
            default:
                throw fail("expected a value")
            }
        }
    }

    /// Reads the bracket that opens an array or dictionary at the current offset, and the blanks after it,
    /// and returns whether the container is empty (its `close` read too); refuses it when it would nest too deep.
    private mutating func open(closedBy close: UInt8) throws(Failure) -> Bool {
        guard stack.count < ManifestLimits.maximumDepth else {
            throw Failure(code: .limitExceeded, offset: offset, path: path, reason: ManifestLimits.tooDeep)
        }
        offset += 1
        skipWhitespace()
        guard peek() == close else { return false }
        offset += 1
        return true
    }

    private mutating func attach(_ value: ConfigurationValue) {
        let top = stack.count - 1
        if stack[top].isArray {
            stack[top].elements.append(value)
        } else if let first = stack[top].fields.updateValue(value, forKey: stack[top].key) {
            stack[top].fields[stack[top].key] = first
            report(.duplicateKey, "the key '\(stack[top].key)' appears more than once in this dictionary")
        }
    }

    /// Reads `"key":` into the innermost dictionary.
    private mutating func readKey() throws(Failure) {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw fail("expected a key in double quotes") }
        // A key that is not UTF-8 is reported at the dictionary's path followed by U+FFFD.
        stack[stack.count - 1].key = "\u{FFFD}"
        let key = try readString()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw fail("expected ':' after a key") }
        offset += 1
        stack[stack.count - 1].key = key ?? "\u{FFFD}"
    }

    /// Reads a string; `nil`, with a problem reported, when it is not valid UTF-8.
    private mutating func readString() throws(Failure) -> String? {
        offset += 1
        let start = offset
        var isASCII = true
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let utf8 = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                // ASCII is valid UTF-8, and decoding it is much faster than validating it.
                let text = isASCII ? String(decoding: utf8, as: UTF8.self) : Self.validatedUTF8(utf8)
                offset += 1
                if text == nil { report(.invalidText, "the text is not valid UTF-8") }
                return text
            }
            isASCII = isASCII && byte < 0x80
            if byte == UInt8(ascii: "\\") { return try readEscapedString(from: start) }
            guard byte >= 0x20 else { throw fail("a control character must be escaped inside a string") }
            offset += 1
        }
        throw fail("unexpected end of the document inside a string")
    }

    private mutating func readEscapedString(from start: Int) throws(Failure) -> String? {
        var utf8 = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                let text = Self.validatedUTF8(utf8)
                if text == nil { report(.invalidText, "the text is not valid UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                try readEscape(into: &utf8)
            case ..<0x20:
                offset -= 1
                throw fail("a control character must be escaped inside a string")
            default:
                utf8.append(byte)
            }
        }
        throw fail("unexpected end of the document inside a string")
    }

    private mutating func readEscape(into utf8: inout [UInt8]) throws(Failure) {
        guard let byte = peek() else { throw fail("unexpected end of the document inside a string") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"): try readUnicodeEscape(into: &utf8)
        default: throw fail("unknown escape '\\\(Unicode.Scalar(byte))'")
        }
    }

    private mutating func readUnicodeEscape(into utf8: inout [UInt8]) throws(Failure) {
        var scalar = try readHexQuad()
        if (0xD800..<0xDC00).contains(scalar) {
            guard peek() == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u")
            else { throw fail("a high surrogate must be followed by a low one") }
            offset += 2
            let low = try readHexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw fail("a high surrogate must be followed by a low one") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw fail("a low surrogate without a high one") }
        utf8.append(contentsOf: UTF8.encode(unicode).map(Array.init) ?? [])
    }

    private mutating func readHexQuad() throws(Failure) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw fail("expected four hexadecimal digits after '\\u'") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail("expected four hexadecimal digits after '\\u'")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    private mutating func readNumber() throws(Failure) -> ConfigurationValue {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        try skipDigits()
        guard bytes[integerStart] != UInt8(ascii: "0") || offset - integerStart == 1 else {
            throw fail("a number must not start with '0'", at: integerStart)
        }
        var isWhole = true
        if peek() == UInt8(ascii: ".") {
            offset += 1
            try skipDigits()
            isWhole = false
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            try skipDigits()
            isWhole = false
        }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        if isWhole {
            if let integer = Int(literal) { return .integer(integer) }
            report(
                .outOfRange,
                "the integer \(literal) is out of range; integers must fit in 64 bits (\(Int.min)…\(Int.max))")
            return ManifestValueProblem.placeholder
        }
        guard let number = Double(literal), number.isFinite else {
            report(.outOfRange, "the number \(literal) is out of range; numbers must be finite doubles")
            return ManifestValueProblem.placeholder
        }
        if number == number.rounded(), let integer = Int(exactly: number) { return .integer(integer) }
        return .number(number)
    }

    private mutating func skipDigits() throws(Failure) {
        let start = offset
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
        guard offset > start else { throw fail("expected a digit") }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(Failure) {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count,
            literal.withUTF8Buffer({ $0.elementsEqual(bytes[offset..<offset + count]) })
        else { throw fail("expected a value") }
        offset += count
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// The key path of the value being read.
    private var path: [ManifestPathComponent] {
        stack.map { $0.isArray ? .index($0.elements.count) : .key($0.key) }
    }

    private mutating func report(_ code: ManifestProblem.Code, _ detail: String) {
        problems.append(ManifestValueProblem(code: code, path: path, detail: detail))
    }

    private func fail(_ reason: String, at position: Int? = nil) -> Failure {
        Failure(code: .malformedFile, offset: position ?? offset, path: path, reason: reason)
    }

    /// The text of valid UTF-8 bytes, or `nil`; `String(validating:as:)` needs iOS 18 and macOS 15.
    private static func validatedUTF8<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String? {
        String(bytes: bytes, encoding: .utf8)
    }
}
