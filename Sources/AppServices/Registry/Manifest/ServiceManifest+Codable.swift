import Foundation

extension ServiceManifest: Codable {
    /// The file name manifests decoded through `Codable` carry, since a decoder does not know one.
    static let decodedFileName = "(decoded manifest)"

    /// Decodes a manifest with the same rules as ``decode(_:format:file:)``.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for values outside JSON and property lists, ``ManifestError`` with
    ///   every problem otherwise.
    public init(from decoder: any Decoder) throws {
        var parser = ManifestParser(file: Self.decodedFileName)
        self = parser.parse(try ConfigurationValue(from: decoder))
        if !parser.problems.isEmpty { throw ManifestError(problems: parser.problems) }
    }

    /// Encodes the manifest in the documented format; absent fields stay absent.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try tree.encode(to: encoder)
    }

    /// The manifest as bytes in `format`, with sorted keys so equal manifests give equal bytes.
    func encoded(as format: ManifestFormat) throws -> Data {
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return try encoder.encode(self)
        case .propertyList:
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .xml
            return try encoder.encode(self)
        }
    }

    /// The manifest as the value tree the parser reads.
    var tree: ConfigurationValue {
        var root: [String: ConfigurationValue] = ["version": .integer(version)]
        if !services.isEmpty { root["services"] = .array(services.map(\.tree)) }
        if !tasks.isEmpty { root["tasks"] = .array(tasks.map(\.tree)) }
        if !milestones.isEmpty { root["milestones"] = .array(milestones.map { .string($0.rawValue) }) }
        return .dictionary(root)
    }
}

extension ServiceManifestEntry {
    fileprivate var tree: ConfigurationValue {
        var fields: [String: ConfigurationValue] = ["id": .string(identifier.rawValue)]
        fields["enabled"] = isEnabled.map(ConfigurationValue.boolean)
        fields["priority"] = priority.map(ConfigurationValue.integer)
        fields["dependencies"] = dependencies.map { .array($0.map { .string($0.rawValue) }) }
        if !configuration.isEmpty { fields["config"] = .dictionary(configuration) }
        return .dictionary(fields)
    }
}

extension LaunchTaskManifestEntry {
    fileprivate var tree: ConfigurationValue {
        var fields: [String: ConfigurationValue] = ["id": .string(id.rawValue)]
        fields["enabled"] = isEnabled.map(ConfigurationValue.boolean)
        fields["dependencies"] = dependencies.map { .array($0.map { .string($0.rawValue) }) }
        fields["phase"] = phase.map { .string($0.rawValue) }
        fields["executor"] = executor.map { .string($0.rawValue) }
        fields["priority"] = priority.map(ConfigurationValue.integer)
        fields["timeout"] = timeout.map {
            .number(Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18)
        }
        fields["failurePolicy"] = failurePolicy.map { .string($0.name) }
        fields["milestones"] = milestones.map { .array($0.map { .string($0.rawValue) }) }
        return .dictionary(fields)
    }
}
