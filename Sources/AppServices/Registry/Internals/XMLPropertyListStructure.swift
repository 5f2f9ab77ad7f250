import Foundation

/// Checks the markup of an XML property list before Foundation reads it, so that a malformed one is refused
/// with its line and without calling `PropertyListSerialization`, whose every failure leaks the `CFError` it
/// reports on Linux (about 0.5 KB).
///
/// One pass over the tags: markup must be closed (tags, comments, `CDATA`, declarations); only the property
/// list's elements may appear, each closed by its own end tag; `<plist>` holds one value; `<array>` holds values;
/// `<dict>` holds keys, each followed by its value (elsewhere a key is read as a string); `<key>`, `<string>`,
/// `<data>`, `<date>`, `<integer>` and `<real>` hold text; `<true/>` and `<false/>` nothing; an integer is decimal
/// or hexadecimal within 64 bits, a real a decimal number, `nan` or `inf`, a date of Foundation's form, and
/// references in strings and keys ones Foundation reads (``XMLPropertyListText``), the text of strings and keys
/// UTF-8 when the list declares no other encoding; there is one value at the top. Only comments and processing
/// instructions may stand between values, `CDATA` only in a string or key, and `<!DOCTYPE` (without an internal
/// subset) only before the top value. What follows the top value is not read, as Foundation does not read it.
/// What data holds is left to Foundation, which skips characters that are not base64.
enum XMLPropertyListStructure: PropertyListTextScanning {
    private struct Element {
        var name: String
        var line: Int
        var children = 0
        var awaitsValue = false
        /// The text of an element whose text is checked.
        var text: [UInt8] = []
    }

    private static let containers: Set<String> = ["plist", "array", "dict"]
    private static let texts: Set<String> = ["key", "string", "data", "date", "integer", "real"]
    private static let empties: Set<String> = ["true", "false"]
    private static let checkedTexts: Set<String> = ["integer", "real", "date"]

    /// Whether `data` is meant as XML: it starts, past blanks, with `<` that does not open OpenStep's hexadecimal
    /// data (`<0fbd 7701>`).
    ///
    /// - Parameter data: Bytes of a property list that is not binary.
    /// - Returns: `true` for XML.
    static func isXML(_ data: Data) -> Bool {
        guard let first = data.firstIndex(where: { !isBlank($0) && $0 < 0x80 }), data[first] == UInt8(ascii: "<")
        else { return false }
        let inside = data[(first + 1)...].prefix { $0 != UInt8(ascii: ">") }
        return !inside.allSatisfy { isBlank($0) || Character(UnicodeScalar($0)).isHexDigit }
    }

    /// What is wrong with the markup of the XML property list `data`, with its line; `nil` when it is well formed.
    ///
    /// - Parameter data: Bytes for which ``isXML(_:)`` holds.
    /// - Returns: The problem, or `nil`.
    static func problem(in data: Data) -> String? {
        let bytes = Array(data)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        #if !canImport(Darwin)
        // Which encodings Foundation reads differs by platform; the list is Linux's, where a refusal leaks.
        if let problem = XMLPropertyListEncoding.problem(in: bytes) { return problem }
        #endif
        let isUTF8 = XMLPropertyListEncoding.isUTF8(bytes)
        var stack: [Element] = []
        var topValues = 0
        var line = 1
        func advance(to end: Int) {
            line += bytes[index..<end].count { $0 == UInt8(ascii: "\n") }
            index = end
        }
        while index < bytes.count, !(stack.isEmpty && topValues == 1) {
            guard bytes[index] == UInt8(ascii: "<") else {
                let next = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
                if let top = stack.last, texts.contains(top.name) {
                    if checkedTexts.contains(top.name) { stack[stack.count - 1].text += bytes[index..<next] }
                    if top.name == "data", let byte = bytes[index..<next].first(where: { $0 >= 0x80 }) {
                        return "line \(line): <data> holds the byte 0x\(String(byte, radix: 16)), which is no base64"
                    }
                    if top.name == "string" || top.name == "key" {
                        if let problem = XMLPropertyListText.referenceProblem(in: bytes, index..<next, line: line) {
                            return problem
                        }
                        if isUTF8, let problem = malformedUTF8(in: bytes, index..<next, of: top, at: line) {
                            return problem
                        }
                    }
                } else if bytes[index..<next].contains(where: { !isBlank($0) }) {
                    return "line \(line): text outside a <string>, <key> or other value element"
                }
                advance(to: next)
                continue
            }
            let opening = bytes[index..<min(index + 9, bytes.count)]
            let isComment = opening.starts(with: "<!--".utf8)
            let isData = opening.starts(with: "<![CDATA[".utf8)
            let isInstruction = opening.starts(with: "<?".utf8)
            let terminator = isComment ? "-->" : isData ? "]]>" : isInstruction ? "?>" : ">"
            let content = index + (isComment ? 4 : isData ? 9 : isInstruction ? 2 : 1)
            guard let close = find(terminator, in: bytes, from: content) else {
                return "line \(line): \(isComment ? "a comment" : "a tag") is never closed"
            }
            let end = close + terminator.utf8.count
            if isData {
                guard let top = stack.last, top.name == "string" || top.name == "key" else {
                    return "line \(line): CDATA outside a <string> or <key>"
                }
                if isUTF8, let problem = malformedUTF8(in: bytes, content..<close, of: top, at: line) {
                    return problem
                }
            }
            if opening.starts(with: "<!".utf8) || opening.starts(with: "<?".utf8) {
                let markup = bytes[index..<end]
                if let problem = problem(markup, in: stack.last, at: line) {
                    return problem
                }
                advance(to: end)
                continue
            }
            let tag = bytes[(index + 1)..<close]
            let tagLine = line
            advance(to: end)
            if tag.first == UInt8(ascii: "/") {
                let name = String(decoding: tag.dropFirst().prefix { !isBlank($0) }, as: UTF8.self)
                guard !name.isEmpty else { return "line \(tagLine): '</' is not followed by an element's name" }
                guard tag.dropFirst(name.utf8.count + 1).allSatisfy(isBlank) else {
                    return "line \(tagLine): </\(name)> holds more than its name"
                }
                guard let open = stack.popLast() else { return "line \(tagLine): </\(name)> closes nothing" }
                guard open.name == name else {
                    return "line \(tagLine): </\(name)> closes <\(open.name)> of line \(open.line)"
                }
                if let problem = problem(closing: open, at: tagLine) { return problem }
                continue
            }
            let selfClosing = tag.last == UInt8(ascii: "/")
            let word = tag.prefix { !isBlank($0) }
            let name = String(decoding: word.count == tag.count && selfClosing ? word.dropLast() : word, as: UTF8.self)
            guard containers.contains(name) || texts.contains(name) || empties.contains(name) else {
                return "line \(tagLine): <\(name)> is no property-list element"
            }
            if let problem = placing(name, in: &stack, topValues: &topValues, at: tagLine) { return problem }
            let element = Element(name: name, line: tagLine)
            if selfClosing {
                if name == "data" {
                    return "line \(tagLine): <data/> is empty, which Foundation refuses (<data></data>)"
                }
                if let problem = problem(closing: element, at: tagLine) { return problem }
            } else {
                stack.append(element)
            }
        }
        if let open = stack.last { return "line \(open.line): <\(open.name)> is never closed" }
        return topValues == 1 ? nil : "it holds no value"
    }

    /// Records element `name` as a child of the innermost open element, or why it may not be one.
    private static func placing(_ name: String, in stack: inout [Element], topValues: inout Int, at line: Int)
        -> String?
    {
        guard let parent = stack.last else {
            topValues += 1
            return nil
        }
        guard containers.contains(parent.name) else {
            return "line \(line): <\(name)> inside <\(parent.name)> of line \(parent.line)"
        }
        guard name != "plist" else { return "line \(line): <plist> inside <\(parent.name)>" }
        stack[stack.count - 1].children += 1
        switch parent.name {
        case "plist":
            return parent.children > 0 ? "line \(line): <plist> holds more than one value" : nil
        case "dict":
            let isKey = name == "key"
            guard isKey != parent.awaitsValue else {
                return isKey
                    ? "line \(line): a <key> follows a <key> without a value in <dict> of line \(parent.line)"
                    : "line \(line): <\(name)> has no <key> in <dict> of line \(parent.line)"
            }
            stack[stack.count - 1].awaitsValue = isKey
            return nil
        default:
            // Outside a dictionary Foundation reads a <key> as a string.
            return nil
        }
    }

    /// Why the comment, `CDATA`, processing instruction or declaration `markup` may not stand inside `parent`
    /// (or before the top value), as Foundation reads it; `nil` when it may.
    private static func problem(_ markup: ArraySlice<UInt8>, in parent: Element?, at line: Int) -> String? {
        let isComment = markup.starts(with: "<!--".utf8)
        let isInstruction = markup.starts(with: "<?".utf8)
        guard let parent else {
            guard !isComment, !isInstruction else { return nil }
            guard markup.starts(with: "<!DOCTYPE".utf8) else {
                return "line \(line): '<!' starts neither a comment nor <!DOCTYPE"
            }
            return markup.contains(UInt8(ascii: "[")) ? "line \(line): <!DOCTYPE has an internal subset" : nil
        }
        let allowed: Bool =
            switch parent.name {
            case "plist", "array", "dict": isComment || isInstruction
            case "string", "key": markup.starts(with: "<![CDATA[".utf8)
            default: false
            }
        guard !allowed else { return nil }
        let kind = isComment ? "a comment" : isInstruction ? "a processing instruction" : "a '<!' declaration"
        return
            "line \(line): <\(parent.name)> of line \(parent.line) holds \(kind), which Foundation does not read there"
    }

    /// Why the text `bytes[range]` of `element`, starting on `line`, is not UTF-8, which Foundation requires of the
    /// text of strings and keys; `nil` when it is UTF-8.
    private static func malformedUTF8(in bytes: [UInt8], _ range: Range<Int>, of element: Element, at line: Int)
        -> String?
    {
        guard let malformed = firstMalformedUTF8(in: bytes, range) else { return nil }
        let line = line + bytes[range.lowerBound..<malformed].count { $0 == 0x0A }
        return "line \(line): <\(element.name)> of line \(element.line) holds the byte "
            + "0x\(String(bytes[malformed], radix: 16)), which is not UTF-8 (the encoding the list declares)"
    }

    /// Why `element`, closed at `line`, is malformed; `nil` when it is not.
    private static func problem(closing element: Element, at line: Int) -> String? {
        let text = String(decoding: element.text.drop(while: isBlank), as: UTF8.self)
        switch element.name {
        case "plist" where element.children == 0:
            return "line \(element.line): <plist> holds no value"
        case "dict" where element.awaitsValue:
            return "line \(line): the last <key> of <dict> of line \(element.line) has no value"
        case "integer":
            guard let problem = XMLPropertyListText.integerProblem(text[...]) else { return nil }
            return "line \(element.line): <integer> holds '\(text.prefix(40))', which is \(problem)"
        case "date" where !XMLPropertyListText.isDate(element.text):
            return "line \(element.line): <date> holds '\(text.prefix(40))', which is no date of the form "
                + "2024-01-31T12:00:00Z"
        case "real"
        where text.contains(where: { "xX(".contains($0) }) || Double(text) == nil && Double(text.lowercased()) == nil:
            return "line \(element.line): <real> holds '\(text.prefix(40))', which is no number"
        default:
            return nil
        }
    }

}
