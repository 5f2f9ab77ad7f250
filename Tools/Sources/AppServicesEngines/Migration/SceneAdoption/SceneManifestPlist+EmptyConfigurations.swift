import AppServicesPropertyListLines

extension SceneManifestPlist {
    /// `bytes`, an XML property list's text, without the `UISceneConfigurations` entry (its key and its value) of the
    /// root's dictionary for `key`, and without the lines the entry alone filled; `bytes` as they are when that
    /// dictionary has none.
    static func removingConfigurations(from bytes: [UInt8], under key: String) -> [UInt8] {
        var text = XMLText(bytes: bytes)
        var depth = 0
        var lastKey: String?
        var inManifest = false
        var entryStart: Int?
        var valueDepth: Int?
        while let tag = text.nextTag() {
            if tag.name == "key", !tag.isClosing, !tag.isEmpty, depth == 1 || (inManifest && depth == 2) {
                lastKey = text.keyText()
                if inManifest, depth == 2, lastKey == SceneAdoptionRule.configurationsKey {
                    entryStart = tag.bytes.lowerBound
                }
                continue
            }
            if let start = entryStart, valueDepth == nil, !tag.isClosing {
                guard !tag.isEmpty else { return removing(start..<tag.bytes.upperBound, from: bytes) }
                valueDepth = depth
            }
            if !tag.isClosing, depth == 1, tag.name == "dict", lastKey == key { inManifest = true }
            guard (tag.name == "dict" || tag.name == "array"), !tag.isEmpty else { continue }
            depth += tag.isClosing ? -1 : 1
            if let start = entryStart, tag.isClosing, depth == valueDepth {
                return removing(start..<tag.bytes.upperBound, from: bytes)
            }
            if inManifest, depth == 1 { inManifest = false }
        }
        return bytes
    }

    /// `bytes` without `range`, and without the spaces before it and the line end after it when nothing else
    /// shares their line.
    private static func removing(_ range: Range<Int>, from bytes: [UInt8]) -> [UInt8] {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let before = bytes[..<range.lowerBound].reversed().prefix(while: isBlank).count
        let after = bytes[range.upperBound...].prefix(while: isBlank).count
        let lineStart = range.lowerBound - before
        let lineEnd = range.upperBound + after
        let startsLine = lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n")
        guard startsLine, lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: "\n") else {
            return Array(bytes[..<range.lowerBound] + bytes[range.upperBound...])
        }
        return Array(bytes[..<lineStart] + bytes[(lineEnd + 1)...])
    }
}
