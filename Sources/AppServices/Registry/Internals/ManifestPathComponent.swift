/// One step of a key path while a manifest's bytes are read: a dictionary key or an array index.
enum ManifestPathComponent: Hashable, Sendable {
    /// A key of a dictionary.
    case key(String)
    /// An index of an array.
    case index(Int)
}

extension [ManifestPathComponent] {
    /// The key path as problems print it, such as `services[2].config.apiKey`.
    var keyPath: String {
        var path = ""
        for component in self {
            switch component {
            case .key(let key): path += path.isEmpty ? key : ".\(key)"
            case .index(let index): path += "[\(index)]"
            }
        }
        return path
    }
}
