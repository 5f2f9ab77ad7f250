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
        /// Its key path's keys and positions, outermost first, sharing each key's text with the scan.
        public var components: [XMLKeyPathScanner.Component]
        /// The line of this occurrence.
        public var line: Int
        /// The line of the key's first occurrence in the dictionary.
        public var firstLine: Int

        /// Its key path, such as `services[1].config.k`.
        public var keyPath: String { keyPath(showingKey: { $0 }) }

        /// Its key path with each key shown by `show`, such as a message's shortening of a long key, so that a
        /// thousand duplicates under one long key do not each spell it out.
        ///
        /// - Parameter show: The text a key is shown as.
        /// - Returns: The key path.
        public func keyPath(showingKey show: (String) -> String) -> String {
            components.enumerated().map { position, component in
                switch component {
                case .key(let key): (position == 0 ? "" : ".") + show(key)
                case .index(let index): "[\(index)]"
                }
            }.joined()
        }

        /// What is wrong, as `lint` and the build-tool plugin say it, with the key shown by `show`.
        ///
        /// - Parameter show: The text a key is shown as (a long key shortened, in a message).
        /// - Returns: The message.
        public func message(showingKey show: (String) -> String = { $0 }) -> String {
            "the key '\(show(key))' appears more than once in this dictionary (first at line \(firstLine)); "
                + "Foundation keeps the last value"
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
    /// The lengths, in bytes, of the keys under each node that has keys, so a lookup builds a key only of a length
    /// the node has.
    private var keyLengths: [Int: Set<Int>] = [:]

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
            let duplicate = DuplicateKey(key: key, components: components(of: edge), line: line, firstLine: lines[node])
            duplicateKeys.append(duplicate)
        }
        if case .key(let key) = component { keyLengths[parent, default: []].insert(key.utf8.count) }
        lines.append(line)
        edges.append(edge)
        nodes[edge] = lines.count - 1
        return lines.count - 1
    }

    /// The components of the key path that `edge` leads to, outermost first.
    private func components(of edge: Edge) -> [Component] {
        var components = [edge.component]
        var parent = edge.parent
        while let up = edges[parent] {
            components.append(up.component)
            parent = up.parent
        }
        return components.reversed()
    }

    /// The line of `keyPath`, such as `UIBackgroundModes[1]`, or of the nearest enclosing key path the file has;
    /// `nil` when it has none.
    ///
    /// A key may hold a dot (`example.com` under `NSExceptionDomains`), so each dot is tried as part of a key and
    /// as a separator, and the deepest key path the file has wins.
    public func line(of keyPath: String) -> Int? {
        var work = 0
        return line(of: keyPath, work: &work)
    }

    /// The line of `keyPath`, as ``line(of:)`` finds it, adding to `work` the bytes it read and built.
    ///
    /// The work is linear in the key path and the file however many dots the key path holds: a key is built only
    /// where a node has a key of that length, and no longer than its longest.
    ///
    /// - Parameters:
    ///   - keyPath: The key path.
    ///   - work: The bytes read and built so far; `appservices`' fuzzer holds it linear.
    /// - Returns: The line, or `nil`.
    public func line(of keyPath: String, work: inout Int) -> Int? {
        var best: (line: Int, rest: Int)?
        var pending: [(node: Int, rest: Substring)] = [(XMLKeyPathScanner.root, Substring(keyPath))]
        while let (node, rest) = pending.popLast() {
            let left = rest.utf8.count
            if node != XMLKeyPathScanner.root, left < best?.rest ?? .max { best = (lines[node], left) }
            pending += children(of: node, along: rest, work: &work)
        }
        return best?.line
    }

    /// The nodes under `node` that `path` can start with, each with the rest of `path` after it.
    private func children(
        of node: Int, along path: Substring, work: inout Int
    ) -> [(node: Int, rest: Substring)] {
        if path.first == "[", let close = path.firstIndex(of: "]"), let index = Int(path.dropFirst()[..<close]) {
            work += path.utf8.distance(from: path.startIndex, to: close)
            let child = nodes[Edge(parent: node, component: .index(index))]
            return child.map { [(node: $0, rest: path[close...].dropFirst())] } ?? []
        }
        let keys = node == XMLKeyPathScanner.root ? path : path.first == "." ? path.dropFirst() : ""
        guard let lengths = keyLengths[node], let longest = lengths.max() else { return [] }
        var found: [(node: Int, rest: Substring)] = []
        var end = keys.startIndex
        while end < keys.endIndex {
            let searched = keys[keys.index(after: end)...]
            end = searched.firstIndex { $0 == "." || $0 == "[" } ?? keys.endIndex
            work += searched.utf8.distance(from: searched.startIndex, to: end) + 1
            let length = keys.utf8.distance(from: keys.startIndex, to: end)
            if length > longest { break }
            guard lengths.contains(length) else { continue }
            work += length
            if let child = nodes[Edge(parent: node, component: .key(String(keys[..<end])))] {
                found.append((node: child, rest: keys[end...]))
            }
        }
        return found
    }
}
