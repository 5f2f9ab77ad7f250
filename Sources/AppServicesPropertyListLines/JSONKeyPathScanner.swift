/// Walks the key paths of a JSON text in one pass, with the line of each, as ``XMLKeyPathScanner`` walks an XML
/// property list's: what names the line of a problem in a JSON manifest.
///
/// The text is scanned, not parsed: the caller has read it with the library's loader, which says what is wrong
/// with text that is not JSON. A key is read as JSON spells it, its escapes (`\"`, `\u00e9`, surrogate pairs)
/// decoded. Its memory is linear in the text: one entry per open array or object, and each key handed to the
/// caller as a component under the node of its container, never as a whole path.
public struct JSONKeyPathScanner {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1

    /// A scanner over `bytes`, a JSON text.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Calls `visit` for each key of an object and each value of an array, in the order of the text, with the
    /// node of the container (``XMLKeyPathScanner/root`` for the top value), the component and its line; `visit`
    /// returns the node it gives that key path, under which the scan reports what it contains.
    public mutating func scan(_ visit: (_ parent: Int, _ component: XMLKeyPathScanner.Component, _ line: Int) -> Int) {
        var containers: [(node: Int, isArray: Bool, count: Int, key: Int?)] = []
        var expectsKey = false
        // The node of the value that starts at `line`: the next position of an array, or the key it follows.
        func valueNode(at line: Int) -> Int {
            guard let top = containers.indices.last else { return XMLKeyPathScanner.root }
            if containers[top].isArray {
                containers[top].count += 1
                return visit(containers[top].node, .index(containers[top].count - 1), line)
            }
            defer { containers[top].key = nil }
            return containers[top].key ?? containers[top].node
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
                continue
            case UInt8(ascii: ","):
                expectsKey = containers.last?.isArray == false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = containers.popLast()
                expectsKey = false
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let node = valueNode(at: line)
                containers.append((node, byte == UInt8(ascii: "["), 0, nil))
                expectsKey = byte == UInt8(ascii: "{")
            case UInt8(ascii: "\""):
                let start = line
                let text = string()
                if expectsKey, let top = containers.indices.last {
                    containers[top].key = visit(containers[top].node, .key(text), start)
                    expectsKey = false
                } else {
                    _ = valueNode(at: start)
                }
            default:
                _ = valueNode(at: line)
                while offset < bytes.count, !Self.literalEnds.contains(bytes[offset]) { offset += 1 }
            }
        }
    }

    /// The bytes that end a number, `true`, `false` or `null`.
    private static let literalEnds: Set<UInt8> = Set(",}] \t\r\n".utf8)

    /// The string after the opening quote just read, up to its closing quote, with its escapes decoded.
    private mutating func string() -> String {
        var scalars = String.UnicodeScalarView()
        var plain: [UInt8] = []
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
            guard bytes[offset] == UInt8(ascii: "\\"), offset + 1 < bytes.count else {
                if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
                plain.append(bytes[offset])
                offset += 1
                continue
            }
            scalars += String(decoding: plain, as: UTF8.self).unicodeScalars
            plain = []
            let escape = bytes[offset + 1]
            offset += 2
            if escape == UInt8(ascii: "u"), let scalar = unicodeEscape() {
                scalars.append(scalar)
            } else if let scalar = Self.escapes[escape] {
                scalars.append(scalar)
            }
        }
        offset += 1
        scalars += String(decoding: plain, as: UTF8.self).unicodeScalars
        return String(scalars)
    }

    /// The scalar of the `\u` escape just read (a surrogate pair's two escapes together), or `nil`.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hexQuad() else { return nil }
        guard (0xD800..<0xDC00).contains(high) else { return Unicode.Scalar(high) }
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
        else { return nil }
        offset += 2
        guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    /// The four hexadecimal digits at the offset, read past, or `nil`.
    private mutating func hexQuad() -> UInt32? {
        guard offset + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
        else { return nil }
        offset += 4
        return value
    }

    private static let escapes: [UInt8: Unicode.Scalar] = [
        UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{8}",
        UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
    ]
}
