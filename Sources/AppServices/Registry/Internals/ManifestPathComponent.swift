/// One step of a key path while a manifest's bytes are read: a dictionary key or an array index.
enum ManifestPathComponent: Hashable, Sendable {
    /// A key of a dictionary.
    case key(String)
    /// An index of an array.
    case index(Int)

    /// The longest key, in bytes, a message shows whole; a longer one is cut to its first characters and its length.
    static let longestKeyShown = 64

    /// The component as the key path spells it: `.key` (or `key` as the `first` component), `[index]`.
    func spelled(first: Bool) -> String {
        switch self {
        case .key(let key): first ? key : ".\(key)"
        case .index(let index): "[\(index)]"
        }
    }

    /// The component as messages spell it, with a key of more than ``longestKeyShown`` bytes shortened to its start
    /// and its length, such as `aaaa… (1048576 bytes)`.
    func shortened(first: Bool) -> String {
        guard case .key(let key) = self, key.utf8.count > Self.longestKeyShown else { return spelled(first: first) }
        let start = "\(key.prefix(Self.longestKeyShown / 2))… (\(key.utf8.count) bytes)"
        return first ? start : ".\(start)"
    }
}

extension [ManifestPathComponent] {
    /// The key path as problems print it, such as `services[2].config.apiKey`.
    var keyPath: String {
        enumerated().map { $0.element.spelled(first: $0.offset == 0) }.joined()
    }

    /// The key path as messages print it, with each long key shortened.
    var shortenedKeyPath: String {
        enumerated().map { $0.element.shortened(first: $0.offset == 0) }.joined()
    }
}
