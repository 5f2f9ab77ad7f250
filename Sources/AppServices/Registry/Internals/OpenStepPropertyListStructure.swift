import Foundation

/// Checks the grammar of an OpenStep property list before Foundation reads it, so that a malformed one is refused
/// with its line and without calling `PropertyListSerialization`, whose every failure leaks the `CFError` it
/// reports on Linux.
///
/// A value is a dictionary `{ key = value; … }`, an array `( value, … )` (a comma may end it), data
/// `<0fbd 7701>` (blanks only between bytes) or a string, quoted with `"` or `'` (backslash escapes) or plain
/// letters, digits and `_$/:.-`. Comments (`//` up to a line feed or carriage return, `/* */`) and blanks (vertical
/// tabs and form feeds too) may stand between them. The top is one value, or the entries of a dictionary without
/// braces, as in a `.strings` file. The text must be UTF-8 throughout, as Foundation reads it. The recursion stops
/// at ``ManifestLimits/maximumDepth`` levels.
///
/// The same pass finds the keys a dictionary gives twice, with their key paths, for
/// ``PropertyListDuplicateKeys``.
struct OpenStepPropertyListStructure: PropertyListTextScanning {
    private struct Problem: Error {
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var depth = 0
    /// The key path of the value being read.
    private var path: [ManifestPathComponent] = []
    private var duplicateKeys: [ManifestValueProblem] = []

    /// What is wrong with the OpenStep property list `data`, with its line; `nil` when it is well formed.
    ///
    /// - Parameter data: Bytes that are neither binary nor XML.
    /// - Returns: The problem, or `nil`.
    static func problem(in data: Data) -> String? {
        scan(data).problem
    }

    /// The keys the well-formed OpenStep property list `data` gives twice in one dictionary.
    ///
    /// - Parameter data: Bytes for which ``problem(in:)`` is `nil`.
    /// - Returns: A problem for each key given twice, at its key path.
    static func duplicateKeys(in data: Data) -> [ManifestValueProblem] {
        scan(data).duplicateKeys
    }

    /// Reads `data` as one value, or else as the entries of a `.strings` file.
    private static func scan(_ data: Data) -> (problem: String?, duplicateKeys: [ManifestValueProblem]) {
        var scanner = OpenStepPropertyListStructure(bytes: Array(data))
        if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        if let malformed = firstMalformedUTF8(in: scanner.bytes, scanner.index..<scanner.bytes.count) {
            let line = scanner.bytes[..<malformed].count { $0 == 0x0A } + 1
            let byte = String(scanner.bytes[malformed], radix: 16)
            return ("line \(line): the byte 0x\(byte) is not UTF-8, which Foundation requires of OpenStep text", [])
        }
        let start = scanner
        do throws(Problem) {
            try scanner.value()
            try scanner.skipBlanks()
            if scanner.index == scanner.bytes.count { return (nil, scanner.duplicateKeys) }
            if !start.startsEntry { return (scanner.fail("more follows the top value").message, []) }
        } catch {
            if !start.startsEntry { return (error.message, []) }
        }
        var entries = start
        do throws(Problem) {
            try entries.entries(until: nil)
            return (nil, entries.duplicateKeys)
        } catch {
            return (error.message, [])
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Whether a `.strings`-style entry (`key =` or `key;`) starts here.
    private var startsEntry: Bool {
        var copy = self
        guard (try? copy.skipBlanks()) != nil, (try? copy.string()) != nil, (try? copy.skipBlanks()) != nil,
            let next = copy.current
        else { return false }
        return next == UInt8(ascii: "=") || next == UInt8(ascii: ";")
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func value() throws(Problem) {
        try skipBlanks()
        depth += 1
        defer { depth -= 1 }
        guard depth <= ManifestLimits.maximumDepth else {
            throw fail("arrays and dictionaries nest deeper than \(ManifestLimits.maximumDepth) levels")
        }
        switch current {
        case UInt8(ascii: "{"):
            index += 1
            try entries(until: UInt8(ascii: "}"))
        case UInt8(ascii: "("):
            try array()
        case UInt8(ascii: "<"):
            try data()
        case nil:
            throw fail("the property list ends where a value should be")
        default:
            try string()
        }
    }

    /// Dictionary entries, up to `end` (consumed), or to the end of the bytes when `end` is `nil`.
    private mutating func entries(until end: UInt8?) throws(Problem) {
        var keys: Set<String> = []
        while true {
            try skipBlanks()
            if current == end {
                if end != nil { index += 1 }
                return
            }
            guard current != nil else { throw fail("a dictionary is never closed with '}'") }
            let keyStart = index
            try string()
            let key = OpenStepPropertyListKey.decode(bytes[keyStart..<index])
            if !keys.insert(key).inserted {
                duplicateKeys.append(PropertyListDuplicateKeys.problem(key, at: path + [.key(key)]))
            }
            try skipBlanks()
            if current == UInt8(ascii: ";") {
                index += 1
                continue
            }
            guard current == UInt8(ascii: "=") else { throw fail("a key is not followed by '='") }
            index += 1
            path.append(.key(key))
            try value()
            path.removeLast()
            try skipBlanks()
            guard current == UInt8(ascii: ";") else { throw fail("a dictionary entry does not end with ';'") }
            index += 1
        }
    }

    private mutating func array() throws(Problem) {
        index += 1
        var count = 0
        while true {
            try skipBlanks()
            if current == UInt8(ascii: ")") {
                index += 1
                return
            }
            path.append(.index(count))
            try value()
            path.removeLast()
            count += 1
            try skipBlanks()
            if current == UInt8(ascii: ",") {
                index += 1
            } else if current != UInt8(ascii: ")") {
                throw fail("an array's values are not separated by ',' or closed with ')'")
            }
        }
    }

    private mutating func data() throws(Problem) {
        index += 1
        var digits = 0
        while let byte = current, byte != UInt8(ascii: ">") {
            if Character(UnicodeScalar(byte)).isHexDigit {
                digits += 1
            } else if !Self.isBlank(byte) {
                throw fail("data holds a character that is not hexadecimal")
            } else if !digits.isMultiple(of: 2) {
                throw fail("data parts a byte's two hexadecimal digits with a blank")
            }
            advance()
        }
        guard current != nil else { throw fail("data is never closed with '>'") }
        guard digits.isMultiple(of: 2) else { throw fail("data holds an odd number of hexadecimal digits") }
        index += 1
    }

    private mutating func string() throws(Problem) {
        guard let first = current else { throw fail("the property list ends where a string should be") }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let start = line
            index += 1
            while let byte = current, byte != first {
                if byte == UInt8(ascii: "\\") { index += 1 }
                advance()
            }
            guard current != nil else { throw Problem(message: "line \(start): a quoted string is never closed") }
            index += 1
            return
        }
        let start = index
        while let byte = current, Self.isPlain(byte) { index += 1 }
        guard index > start else {
            throw fail("'\(Character(UnicodeScalar(first)))' starts no value")
        }
    }

    private mutating func skipBlanks() throws(Problem) {
        while let byte = current {
            if Self.isBlank(byte) || byte == 0x0B || byte == 0x0C {
                advance()
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while let next = current, next != 0x0A, next != 0x0D { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = line
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    advance()
                }
                guard index + 1 < bytes.count else {
                    throw Problem(message: "line \(start): a comment is never closed")
                }
                index += 2
            } else {
                return
            }
        }
    }

    private mutating func advance() {
        if index < bytes.count, bytes[index] == 0x0A { line += 1 }
        index += 1
    }

    private func fail(_ message: String) -> Problem { Problem(message: "line \(line): \(message)") }

}
