/// Walks the key paths of an XML property list in one pass, with the line of each: the scanner `doctor` uses to
/// name the line of a finding at a key of an Info.plist.
///
/// The text is scanned, not parsed: the caller has read it with the library's bounded reader first, so it is a
/// property list within the size and depth limits, and the scan only follows `<key>`, `<dict>` and `<array>`,
/// skipping comments, CDATA sections, declarations and processing instructions. A key is read as Foundation reads
/// it: its CDATA sections as they are, and `&lt;` and the other entities or character references decoded.
///
/// Its memory is linear in the text: it keeps one entry per open array or dictionary and hands each key path to
/// its caller as a component under the node of its container, never as a whole path.
public struct XMLKeyPathScanner {
    /// One step of a key path: a key of a dictionary, or a position in an array.
    public enum Component: Hashable, Sendable {
        /// A dictionary's key.
        case key(String)
        /// An array's position, from zero.
        case index(Int)
    }

    /// The node of the root value, under which the caller numbers the others.
    public static let root = 0

    private var text: XMLText

    /// The bytes the scan has read so far, each comparison with a pattern counted: its work, linear in the text.
    public var bytesExamined: Int { text.bytesExamined }

    /// A scanner over `bytes`, the text of an XML property list.
    public init(_ bytes: [UInt8]) {
        text = XMLText(bytes: bytes)
    }

    /// Calls `visit` for each key of a dictionary (at its `<key>`) and each value of an array (at the value), in
    /// the order of the text, with the node of the container (``root`` for the top value), the component and its
    /// line; `visit` returns the node it gives that key path, under which the scan reports what it contains.
    public mutating func scan(_ visit: (_ parent: Int, _ component: Component, _ line: Int) -> Int) {
        var containers: [(node: Int, isArray: Bool, key: Int?, count: Int)] = []
        while let tag = text.nextTag() {
            if tag.name == "key" {
                // An empty `<key/>` is the empty key, as Foundation reads it: its text is not the next key's.
                guard !tag.isClosing else { continue }
                let key = tag.isEmpty ? "" : text.keyText()
                if let top = containers.indices.last, !containers[top].isArray {
                    containers[top].key = visit(containers[top].node, .key(key), tag.line)
                }
                continue
            }
            if tag.isClosing {
                if tag.name == "dict" || tag.name == "array" { _ = containers.popLast() }
                continue
            }
            guard Self.valueTags.contains(tag.name) else { continue }
            var node = Self.root
            if let top = containers.indices.last {
                if containers[top].isArray {
                    node = visit(containers[top].node, .index(containers[top].count), tag.line)
                    containers[top].count += 1
                } else {
                    node = containers[top].key ?? containers[top].node
                    containers[top].key = nil
                }
            }
            if (tag.name == "dict" || tag.name == "array") && !tag.isEmpty {
                containers.append((node, tag.name == "array", nil, 0))
            }
        }
    }

    /// The elements that are values.
    private static let valueTags: Set<String> = [
        "dict", "array", "string", "integer", "real", "true", "false", "data", "date",
    ]
}
