/// A registration the catalog refused, naming the identifiers at fault.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let name: String

        /// A service identifier was registered twice.
        public static let duplicateService = Code(name: "duplicateService")
        /// A launch task identifier was registered twice.
        public static let duplicateTask = Code(name: "duplicateTask")

        /// The code's name.
        public var description: String { name }
    }

    /// What went wrong.
    public var code: Code
    /// The identifiers at fault, in the order they were met.
    public var identifiers: [String]

    /// A message naming the identifiers.
    public var description: String {
        let kind = code == .duplicateTask ? "launch task" : "service"
        let names = identifiers.map { "'\($0)'" }.joined(separator: ", ")
        return "\(kind) identifier registered more than once: \(names)"
    }
}
