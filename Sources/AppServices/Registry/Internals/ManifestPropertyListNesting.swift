import Foundation

/// Measures how deep the arrays and dictionaries of an XML or OpenStep property list nest, before
/// Foundation's recursive reader sees them, so a deep document cannot exhaust a thread's stack.
///
/// One pass over the bytes with a counter: `<array>` and `<dict>` open a level in XML (`<array/>` does
/// not), `(` and `{` in OpenStep outside quoted strings. Comments are counted too, which can only
/// overestimate the depth.
enum ManifestPropertyListNesting {
    /// Whether the text property list `data` nests deeper than ``ManifestLimits/maximumDepth``.
    ///
    /// - Parameter data: An XML or OpenStep property list.
    /// - Returns: `true` when it nests too deep to be read.
    static func exceedsLimit(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            let first = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 < 0x80 }
            guard let first else { return false }
            return bytes[first] == UInt8(ascii: "<") ? xmlDepth(bytes) : openStepDepth(bytes)
        }
    }

    private static func xmlDepth(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var depth = 0
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = open + 1
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

    private static func openStepDepth(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var depth = 0
        var quote: UInt8?
        var escaped = false
        for byte in bytes {
            if let open = quote {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == open {
                    quote = nil
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                depth += 1
                if depth > ManifestLimits.maximumDepth { return true }
            case UInt8(ascii: ")"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }
}
