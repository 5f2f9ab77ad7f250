import Foundation

/// Finds the keys a property list gives twice in one dictionary.
///
/// `PropertyListSerialization` reads them silently, keeping the last: a bad value followed by a good one would
/// pass. They are reported like JSON's duplicates, with the key path.
///
/// A binary list's dictionaries are read from its object table (``ManifestBinaryPropertyList/duplicateKeys(in:)``),
/// an OpenStep one's by its structure check (``OpenStepPropertyListStructure/duplicateKeys(in:)``).
/// An XML one's in one pass over the tags: `<dict>` and `<array>` open a container (`<dict/>` and `<array/>` do not), `<key>`
/// names the next value of a dictionary; each other value tag advances an array's index. Keys are read as Foundation
/// reads them (references and `CDATA` decoded); comments and processing instructions are skipped. The search ends
/// with the top value, as Foundation's reading does.
enum PropertyListDuplicateKeys: PropertyListTextScanning {
    private enum Container {
        case dictionary(keys: Set<String>, key: String?)
        case array(count: Int)
    }

    /// The duplicate keys of the binary, XML or OpenStep property list `data`.
    ///
    /// - Parameter data: A property list within ``ManifestLimits``.
    /// - Returns: A problem for each key given twice, at its key path.
    static func problems(in data: Data) -> [ManifestValueProblem] {
        if ManifestBinaryPropertyList.isBinary(data) { return ManifestBinaryPropertyList.duplicateKeys(in: data) }
        guard XMLPropertyListStructure.isXML(data) else { return OpenStepPropertyListStructure.duplicateKeys(in: data) }
        let bytes = Array(data)
        guard let first = bytes.firstIndex(where: { $0 > 0x20 && $0 < 0x80 }) else { return [] }
        var stack: [Container] = []
        var problems: [ManifestValueProblem] = []
        var index = first
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
            index = close + 1
            let tag = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            if tag.hasPrefix("!") || tag.hasPrefix("?") {
                if tag.hasPrefix("!--"), !tag.hasSuffix("--"), let end = find("-->", in: bytes, from: open) {
                    index = end + 3
                }
                continue
            }
            let name = tag.split(whereSeparator: { $0 == " " || $0 == "/" || $0 == "\t" || $0 == "\n" }).first ?? ""
            if tag.hasPrefix("/") {
                guard tag.dropFirst().hasPrefix("dict") || tag.dropFirst().hasPrefix("array") else { continue }
                _ = stack.popLast()
                if stack.isEmpty { break }  // the top value's end
                continue
            }
            if name == "key" {
                guard let end = find("</key>", in: bytes, from: index) else { break }
                let key = XMLPropertyListText.decoded(bytes, index..<end)
                index = end + 6
                guard case .dictionary(var keys, _) = stack.last else {
                    if stack.isEmpty { break }  // a string at the top, and its end
                    advance(&stack)  // outside a dictionary, Foundation reads a key as a string
                    continue
                }
                stack.removeLast()  // so that `keys` is the set's only reference, and inserting does not copy it
                if !keys.insert(key).inserted {
                    problems.append(problem(key, at: path(of: stack) + [.key(key)]))
                }
                stack.append(.dictionary(keys: keys, key: key))
                continue
            }
            guard name != "plist" else { continue }
            advance(&stack)
            if (name == "dict" || name == "array") && !tag.hasSuffix("/") {
                stack.append(name == "dict" ? .dictionary(keys: [], key: nil) : .array(count: 0))
            } else if stack.isEmpty {
                break  // a value at the top that holds no keys, and its end
            } else if !tag.hasSuffix("/"), let end = find("</\(name)>", in: bytes, from: index) {
                index = end
            }
        }
        return problems
    }

    /// The problem reporting `key`, at `path`, as given twice in its dictionary.
    ///
    /// - Parameters:
    ///   - key: The key given twice.
    ///   - path: Its key path, ending with it.
    /// - Returns: A ``ManifestProblem/Code/duplicateKey`` problem.
    static func problem(_ key: String, at path: [ManifestPathComponent]) -> ManifestValueProblem {
        ManifestValueProblem(
            code: .duplicateKey, path: path, detail: "the key '\(key)' appears more than once in this dictionary")
    }

    /// Counts one more value in the innermost array, so the next one's index is right.
    private static func advance(_ stack: inout [Container]) {
        guard case .array(let count) = stack.last else { return }
        stack[stack.count - 1] = .array(count: count + 1)
    }

    /// The key path of the value being read in the innermost container.
    private static func path(of stack: some Sequence<Container>) -> [ManifestPathComponent] {
        stack.compactMap { container in
            switch container {
            case .dictionary(_, let key): key.map(ManifestPathComponent.key)
            case .array(let count): .index(max(0, count - 1))
            }
        }
    }
}
