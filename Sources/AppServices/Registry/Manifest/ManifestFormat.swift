/// The two forms a manifest can take; they are equivalent.
public enum ManifestFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    /// JSON.
    case json
    /// An XML or binary property list (an old-style OpenStep one is refused: `plutil -convert xml1` converts it).
    case propertyList

    /// The format a file name's extension stands for: `.json`, or `.plist`.
    ///
    /// - Parameter pathExtension: The extension without its dot.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "json": self = .json
        case "plist": self = .propertyList
        default: return nil
        }
    }

    /// The format's name.
    public var description: String {
        switch self {
        case .json: "JSON"
        case .propertyList: "property list"
        }
    }
}
