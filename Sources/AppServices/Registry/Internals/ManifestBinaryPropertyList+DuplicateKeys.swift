import Foundation

extension ManifestBinaryPropertyList {
    /// The keys a dictionary of the binary property list `data` gives twice, each at its key path.
    ///
    /// Foundation keeps one of them silently, so a bad value beside a good one would pass. Each object is
    /// visited once, along the first path that reaches it, so the walk is linear in the objects and references.
    ///
    /// - Parameter data: A binary property list that ``check(_:)`` accepted.
    /// - Returns: A problem for each key given twice, at the key path of its dictionary.
    static func duplicateKeys(in data: Data) -> [ManifestValueProblem] {
        data.withUnsafeBytes { raw in
            do throws(Refusal) {
                return try ManifestBinaryPropertyList(bytes: raw.assumingMemoryBound(to: UInt8.self)).duplicateKeys()
            } catch {
                return []
            }
        }
    }

    private func duplicateKeys() throws(Refusal) -> [ManifestValueProblem] {
        var problems: [ManifestValueProblem] = []
        var visited = [Bool](repeating: false, count: objectCount)
        var pending: [(object: Int, path: [ManifestPathComponent])] = [(rootObject, [])]
        while let (object, path) = pending.popLast() {
            guard object < objectCount, !visited[object] else { continue }
            visited[object] = true
            let references = try self.references(of: object)
            let children = stride(from: references.lowerBound, to: references.upperBound, by: referenceSize)
                .compactMap { Self.integer(bytes, at: $0, size: referenceSize) }
            guard bytes[try start(of: object)] >> 4 == 0xD else {
                pending += children.enumerated().reversed().map { ($1, path + [.index($0)]) }
                continue
            }
            let count = children.count / 2
            var keys: Set<String> = []
            var values: [(object: Int, path: [ManifestPathComponent])] = []
            for entry in 0..<count {
                guard let key = try string(children[entry]) else { continue }
                if !keys.insert(key).inserted {
                    problems.append(PropertyListDuplicateKeys.problem(key, at: path + [.key(key)]))
                }
                values.append((children[count + entry], path + [.key(key)]))
            }
            pending += values.reversed()
        }
        return problems
    }

    /// The text of object `object` when it is an ASCII or UTF-16 string, else `nil`.
    private func string(_ object: Int) throws(Refusal) -> String? {
        guard object < objectCount else { return nil }
        let start = try start(of: object)
        let kind = bytes[start] >> 4
        guard kind == 0x5 || kind == 0x6 else { return nil }
        let (count, contents) = try self.count(at: start)
        let length = kind == 0x5 ? count : 2 * count
        guard length <= bytes.count - contents else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[contents..<(contents + length)])
        guard kind == 0x6 else { return String(decoding: text, as: UTF8.self) }
        let units = stride(from: 0, to: length, by: 2).map { UInt16(text[$0]) << 8 | UInt16(text[$0 + 1]) }
        return String(decoding: units, as: UTF16.self)
    }
}
