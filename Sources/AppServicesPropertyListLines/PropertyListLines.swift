/// The line of each key path of an XML property list or a JSON manifest, so findings at a key of Info.plist or of a
/// manifest name its line, and the keys a property list's dictionary gives twice, which Foundation reads silently
/// (keeping the last).
///
/// The key paths are kept as a tree, each node a component under its parent, found by ``XMLKeyPathScanner``: the
/// memory is linear in the text however deep or long the keys are. A key given twice starts a node of its own, so
/// what its second value holds is not taken for duplicates of what the first held. A binary property list has no
/// lines: its findings keep their key path alone, and its duplicate keys are not searched.
public struct PropertyListLines: Sendable {
    private typealias Component = XMLKeyPathScanner.Component

    /// A key that a dictionary gives more than once.
    public struct DuplicateKey: Equatable, Sendable {
        /// The key.
        public var key: String
        /// Its key path, such as `services[1].config.k`.
        public var keyPath: String
        /// The line of this occurrence.
        public var line: Int
        /// The line of the key's first occurrence in the dictionary.
        public var firstLine: Int

        /// What is wrong, as `lint` and the build-tool plugin say it.
        public var message: String {
            "the key '\(key)' appears more than once in this dictionary (first at line \(firstLine)); Foundation "
                + "keeps the last value"
        }
    }

    /// The node of each component under its parent node (the last node, for a key given twice).
    private var nodes: [Edge: Int] = [:]
    /// The line of each node after the root: of its `<key>` in a dictionary, of the value in an array.
    private var lines: [Int] = [0]
    /// The parent and component of each node after the root, to name a duplicate key's path.
    private var edges: [Edge?] = [nil]
    /// The keys given twice, in the order of the text.
    public private(set) var duplicateKeys: [DuplicateKey] = []

    private struct Edge: Hashable, Sendable {
        var parent: Int
        var component: Component
    }

    /// Scans `data`, the bytes of a property list the bounded reader accepted; a binary one (`bplist…`) gives no
    /// lines.
    public init(_ data: [UInt8]) {
        guard !data.starts(with: Array("bplist".utf8)) else { return }
        var scanner = XMLKeyPathScanner(data)
        scanner.scan { add($0, $1, line: $2) }
    }

    /// Scans `data`, the bytes of a JSON manifest the loader read, for the line of each key path (a JSON manifest's
    /// duplicate keys are the loader's to report).
    public init(json data: [UInt8]) {
        var scanner = JSONKeyPathScanner(data)
        scanner.scan { add($0, $1, line: $2) }
    }

    /// Adds the node of `component` under `parent`, at `line`, and returns it; a key already there is a duplicate.
    private mutating func add(_ parent: Int, _ component: Component, line: Int) -> Int {
        let edge = Edge(parent: parent, component: component)
        if let node = nodes[edge] {
            guard case .key(let key) = component else { return node }
            let duplicate = DuplicateKey(key: key, keyPath: keyPath(of: edge), line: line, firstLine: lines[node])
            duplicateKeys.append(duplicate)
        }
        lines.append(line)
        edges.append(edge)
        nodes[edge] = lines.count - 1
        return lines.count - 1
    }

    /// The key path that `edge` leads to, such as `services[1].config`.
    private func keyPath(of edge: Edge) -> String {
        var components = [edge.component]
        var parent = edge.parent
        while let up = edges[parent] {
            components.append(up.component)
            parent = up.parent
        }
        return components.reversed().enumerated().map { position, component in
            switch component {
            case .key(let key): position == 0 ? key : "." + key
            case .index(let index): "[\(index)]"
            }
        }.joined()
    }

    /// The line of `keyPath`, such as `UIBackgroundModes[1]`, or of the nearest enclosing key path the file has;
    /// `nil` when it has none.
    ///
    /// A key may hold a dot (`example.com` under `NSExceptionDomains`), so each dot is tried as part of a key and
    /// as a separator, and the deepest key path the file has wins.
    public func line(of keyPath: String) -> Int? {
        var best: (line: Int, rest: Int)?
        var pending: [(node: Int, rest: Substring)] = [(XMLKeyPathScanner.root, Substring(keyPath))]
        while let (node, rest) = pending.popLast() {
            if node != XMLKeyPathScanner.root, rest.count < best?.rest ?? .max { best = (lines[node], rest.count) }
            pending += children(of: node, along: rest)
        }
        return best?.line
    }

    /// The nodes under `node` that `path` can start with, each with the rest of `path` after it.
    private func children(of node: Int, along path: Substring) -> [(node: Int, rest: Substring)] {
        if path.first == "[", let close = path.firstIndex(of: "]"), let index = Int(path.dropFirst()[..<close]) {
            let child = nodes[Edge(parent: node, component: .index(index))]
            return child.map { [(node: $0, rest: path[close...].dropFirst())] } ?? []
        }
        let keys = node == XMLKeyPathScanner.root ? path : path.first == "." ? path.dropFirst() : ""
        var found: [(node: Int, rest: Substring)] = []
        var end = keys.startIndex
        while end < keys.endIndex {
            end = keys[keys.index(after: end)...].firstIndex { $0 == "." || $0 == "[" } ?? keys.endIndex
            if let child = nodes[Edge(parent: node, component: .key(String(keys[..<end])))] {
                found.append((node: child, rest: keys[end...]))
            }
        }
        return found
    }
}
