/// The line of each key path of an XML property list, so findings at a key of Info.plist name its line.
///
/// The text is scanned, not parsed: the property list has been read already (``InfoPlist``), so the scan only
/// follows `<key>`, `<dict>` and `<array>` and counts lines. A binary property list has no lines: its findings
/// keep their key path alone.
struct PropertyListLines {
    /// The line of each key path, such as `UIBackgroundModes[1]`: of its `<key>` in a dictionary, of the value
    /// in an array.
    private var lines: [String: Int] = [:]

    /// Scans `data`, the bytes of a property list; a binary one (`bplist…`) gives no lines.
    init(_ data: [UInt8]) {
        guard !data.starts(with: Array("bplist".utf8)) else { return }
        var scanner = Scanner(bytes: data)
        var containers: [(path: String, isArray: Bool, key: String?, count: Int)] = []
        while let tag = scanner.nextTag() {
            if tag.name == "key" {
                let key = scanner.text(until: "</key>")
                if let top = containers.indices.last, !containers[top].isArray {
                    containers[top].key = key
                    let path = containers[top].path.isEmpty ? key : containers[top].path + "." + key
                    if lines[path] == nil { lines[path] = tag.line }
                }
                continue
            }
            if tag.isClosing {
                if tag.name == "dict" || tag.name == "array" { _ = containers.popLast() }
                continue
            }
            guard Self.valueTags.contains(tag.name) else { continue }
            var path = ""
            if let top = containers.indices.last {
                if containers[top].isArray {
                    path = containers[top].path + "[\(containers[top].count)]"
                    containers[top].count += 1
                    if lines[path] == nil { lines[path] = tag.line }
                } else {
                    let key = containers[top].key ?? ""
                    path = containers[top].path.isEmpty ? key : containers[top].path + "." + key
                }
            }
            if (tag.name == "dict" || tag.name == "array") && !tag.isEmpty {
                containers.append((path, tag.name == "array", nil, 0))
            }
        }
    }

    /// The line of `keyPath`, or of the nearest enclosing key path the file has; `nil` when it has none.
    func line(of keyPath: String) -> Int? {
        var path = Substring(keyPath)
        while !path.isEmpty {
            if let line = lines[String(path)] { return line }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            path = path[..<cut]
        }
        return nil
    }

    /// The elements that are values.
    private static let valueTags: Set<String> = [
        "dict", "array", "string", "integer", "real", "true", "false", "data", "date",
    ]

    /// A tag of the text: its name, whether it closes (`</dict>`) or is empty (`<dict/>`), and its line.
    private struct Tag {
        var name: String
        var isClosing: Bool
        var isEmpty: Bool
        var line: Int
    }

    /// Walks the bytes, counting lines; skips comments, declarations and processing instructions.
    private struct Scanner {
        var bytes: [UInt8]
        var offset = 0
        var line = 1

        /// The next element tag, or `nil` at the end.
        mutating func nextTag() -> Tag? {
            while offset < bytes.count {
                let byte = advance()
                guard byte == UInt8(ascii: "<"), offset < bytes.count else { continue }
                let start = offset
                let tagLine = line
                let next = bytes[offset]
                if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                    skip(
                        past: next == UInt8(ascii: "!") && bytes[offset...].starts(with: Array("!--".utf8))
                            ? "-->" : ">")
                    continue
                }
                skip(past: ">")
                let inside = bytes[start..<max(start, offset - 1)]
                let isClosing = inside.first == UInt8(ascii: "/")
                let isEmpty = inside.last == UInt8(ascii: "/")
                let name = inside.drop { $0 == UInt8(ascii: "/") }.prefix {
                    $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: " ")
                        && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r")
                }
                return Tag(
                    name: String(decoding: name, as: UTF8.self), isClosing: isClosing, isEmpty: isEmpty, line: tagLine)
            }
            return nil
        }

        /// The text up to `end`, which is skipped too, with the five XML entities decoded.
        mutating func text(until end: String) -> String {
            let start = offset
            skip(past: end)
            let stop = max(start, offset - end.utf8.count)
            return String(decoding: bytes[start..<stop], as: UTF8.self)
                .replacingEntities()
        }

        /// Moves past the next `end`, or to the end of the bytes.
        private mutating func skip(past end: String) {
            let pattern = Array(end.utf8)
            while offset < bytes.count {
                if bytes[offset...].starts(with: pattern) {
                    for _ in pattern { _ = advance() }
                    return
                }
                _ = advance()
            }
        }

        private mutating func advance() -> UInt8 {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "\n") { line += 1 }
            return byte
        }
    }
}

extension String {
    /// The string with `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&amp;` decoded.
    fileprivate func replacingEntities() -> String {
        guard contains("&") else { return self }
        var result = ""
        var rest = Substring(self)
        let entities = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'", "&amp;": "&"]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            if let (entity, character) = entities.first(where: { rest.hasPrefix($0.key) }) {
                result += character
                rest = rest.dropFirst(entity.count)
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
