import Foundation

/// Measures how deep the arrays and dictionaries of an XML property list nest, before Foundation's recursive reader
/// sees them, so a deep document cannot exhaust a thread's stack.
///
/// One pass over the bytes with a counter: `<array>` and `<dict>` open a level (`<array/>` does not), `</array>`
/// and `</dict>` close one. Comments and CDATA sections are skipped, so a valid manifest whose comment holds
/// container tags is not taken for a deep one.
enum ManifestPropertyListNesting {
    /// Whether the XML property list `data` nests deeper than ``ManifestLimits/maximumDepth``.
    static func exceedsLimit(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            var depth = 0
            var index = 0
            while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
                index = open + 1
                if let end = endOfSkippedMarkup(bytes, after: open) {
                    index = end
                    continue
                }
                let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
                let name = closing ? index + 1 : index
                guard startsContainerName(bytes, at: name) else { continue }
                if closing {
                    depth -= 1
                    continue
                }
                guard let end = bytes[name...].firstIndex(of: UInt8(ascii: ">")) else { return false }
                index = end + 1
                if bytes[end - 1] == UInt8(ascii: "/") { continue }
                depth += 1
                if depth > ManifestLimits.maximumDepth { return true }
            }
            return false
        }
    }

    /// Where the comment or CDATA section that starts at `open` ends (past its `-->` or `]]>`, or at the end of the
    /// bytes when it is not closed); `nil` when none starts there.
    private static func endOfSkippedMarkup(_ bytes: UnsafeBufferPointer<UInt8>, after open: Int) -> Int? {
        for (start, end) in skippedMarkup where bytes[open...].starts(with: start) {
            var index = open + start.count
            while let candidate = bytes[index...].firstIndex(of: end[0]) {
                if bytes[candidate...].starts(with: end) { return candidate + end.count }
                index = candidate + 1
            }
            return bytes.count
        }
        return nil
    }

    /// The markup whose text is not read for tags: comments and CDATA sections, by their start and end.
    private static let skippedMarkup = [
        (Array("<!--".utf8), Array("-->".utf8)), (Array("<![CDATA[".utf8), Array("]]>".utf8)),
    ]

    private static func startsContainerName(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for name in ["array", "dict"] {
            let count = name.utf8.count
            guard index + count < bytes.count, bytes[index..<(index + count)].elementsEqual(name.utf8) else {
                continue
            }
            let next = bytes[index + count]
            if next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || next == 0x20 || next == 0x09
                || next == 0x0A || next == 0x0D
            {
                return true
            }
        }
        return false
    }
}
