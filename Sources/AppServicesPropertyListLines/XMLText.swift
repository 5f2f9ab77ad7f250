/// The text of an XML property list read tag by tag, counting lines: what ``XMLKeyPathScanner`` walks.
public struct XMLText {
    /// A tag of the text: its name, whether it closes (`</dict>`) or is empty (`<dict/>`), its line, and its
    /// bytes from `<` to `>`.
    public struct Tag {
        /// The element's name, such as `dict`.
        public var name: String
        /// Whether it closes an element (`</dict>`).
        public var isClosing: Bool
        /// Whether it is an empty element (`<dict/>`).
        public var isEmpty: Bool
        /// Its line, from 1.
        public var line: Int
        /// Its bytes from `<` to `>`.
        public var bytes: Range<Int>
    }

    /// The text.
    public var bytes: [UInt8]
    private var offset = 0
    private var line = 1
    /// The bytes read so far, counting each byte compared with a pattern (`</key>`, `-->` …) once per comparison:
    /// the work of the scan, which tests hold linear in the text's size.
    public private(set) var bytesExamined = 0

    /// The text `bytes`, read from its start.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next element tag, or `nil` at the end; skips text, comments, CDATA sections, declarations and
    /// processing instructions.
    public mutating func nextTag() -> Tag? {
        while offset < bytes.count {
            let byte = advance()
            guard byte == UInt8(ascii: "<"), offset < bytes.count else { continue }
            let start = offset
            let tagLine = line
            if skipMarkup() { continue }
            skip(past: Self.tagEnd)
            let inside = bytes[start..<max(start, offset - 1)]
            let isClosing = inside.first == UInt8(ascii: "/")
            let isEmpty = inside.last == UInt8(ascii: "/")
            let name = inside.drop { $0 == UInt8(ascii: "/") }.prefix { !Self.nameEnds.contains($0) }
            return Tag(
                name: String(decoding: name, as: UTF8.self), isClosing: isClosing, isEmpty: isEmpty, line: tagLine,
                bytes: (start - 1)..<offset)
        }
        return nil
    }

    /// The text of a key up to `</key>`, which is skipped too: CDATA sections as they are, comments dropped,
    /// references decoded elsewhere.
    public mutating func keyText() -> String {
        var key: [UInt8] = []
        var plain: [UInt8] = []
        while offset < bytes.count, !isAt(Self.keyEnd) {
            if isAt(Self.cdataStart) {
                key += String(decoding: plain, as: UTF8.self).decodingReferences().utf8
                plain = []
                for _ in Self.cdataStart { _ = advance() }
                let start = offset
                skip(past: Self.cdataEnd)
                key += bytes[start..<max(start, offset - Self.cdataEnd.count)]
            } else if isAt(Self.commentStart) {
                skip(past: Self.commentEnd)
            } else {
                plain.append(advance())
            }
        }
        skip(past: Self.keyEnd)
        key += String(decoding: plain, as: UTF8.self).decodingReferences().utf8
        return String(decoding: key, as: UTF8.self)
    }

    /// Skips a comment, CDATA section, declaration or processing instruction that starts after the `<` just
    /// read; whether there was one.
    private mutating func skipMarkup() -> Bool {
        if isAt(Self.commentStart.dropFirst()) {
            skip(past: Self.commentEnd)
        } else if isAt(Self.cdataStart.dropFirst()) {
            skip(past: Self.cdataEnd)
        } else if bytes[offset] == UInt8(ascii: "?") {
            skip(past: Self.processingInstructionEnd)
        } else if bytes[offset] == UInt8(ascii: "!") {
            skip(past: Self.tagEnd)
        } else {
            return false
        }
        return true
    }

    /// Moves past the next `pattern`, or to the end of the bytes.
    private mutating func skip(past pattern: [UInt8]) {
        while offset < bytes.count {
            if bytes[offset] == pattern[0], isAt(pattern) {
                for _ in pattern { _ = advance() }
                return
            }
            _ = advance()
        }
    }

    /// Whether `pattern` stands at the current offset, counting the bytes compared.
    private mutating func isAt(_ pattern: some Collection<UInt8>) -> Bool {
        let compared = zip(bytes[offset...], pattern).prefix { $0 == $1 }.count
        bytesExamined += min(compared + 1, pattern.count)
        return compared == pattern.count
    }

    private mutating func advance() -> UInt8 {
        let byte = bytes[offset]
        offset += 1
        bytesExamined += 1
        if byte == UInt8(ascii: "\n") { line += 1 }
        return byte
    }

    private static let tagEnd = Array(">".utf8)
    /// A processing instruction ends here, not at a `>` inside it.
    private static let processingInstructionEnd = Array("?>".utf8)
    private static let keyEnd = Array("</key>".utf8)
    private static let commentStart = Array("<!--".utf8)
    private static let commentEnd = Array("-->".utf8)
    private static let cdataStart = Array("<![CDATA[".utf8)
    private static let cdataEnd = Array("]]>".utf8)
    private static let nameEnds: Set<UInt8> = Set("/> \t\r\n".utf8)
}

extension String {
    /// The string with the five XML entities (`&lt;`, `&gt;`, `&quot;`, `&apos;`, `&amp;`) and character
    /// references (`&#65;`, `&#x41;`) decoded; anything else after `&` is kept as it is.
    fileprivate func decodingReferences() -> String {
        guard contains("&") else { return self }
        var result = ""
        var rest = Substring(self)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";"),
                let character = Self.character(of: rest[rest.index(after: rest.startIndex)..<semicolon])
            else {
                result += "&"
                rest = rest.dropFirst()
                continue
            }
            result.append(character)
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// The character `name` stands for between `&` and `;`, or `nil`.
    private static func character(of name: Substring) -> Character? {
        if let entity = ["lt": "<", "gt": ">", "quot": "\"", "apos": "'", "amp": "&"][String(name)] {
            return Character(entity)
        }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let isHex = digits.first == "x" || digits.first == "X"
        guard let value = UInt32(isHex ? digits.dropFirst() : digits, radix: isHex ? 16 : 10),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        return Character(scalar)
    }
}
