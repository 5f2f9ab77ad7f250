public import Foundation

extension ServiceManifest {
    /// Reads a manifest from a file, choosing the format from its extension.
    ///
    /// Problems name the file by its path.
    ///
    /// ```swift
    /// let url = Bundle.main.url(forResource: "Services", withExtension: "json")!
    /// let manifest = try ServiceManifest.load(contentsOf: url)
    /// ```
    ///
    /// - Parameters:
    ///   - url: The file to read.
    ///   - format: The file's format; `nil` to take it from the extension, or else from the first byte.
    /// - Returns: The manifest.
    /// - Throws: ``ManifestError`` with every problem found, or ``ManifestProblem/Code/malformedFile``
    ///   when the file cannot be read or parsed.
    public static func load(contentsOf url: URL, format: ManifestFormat? = nil) throws(ManifestError) -> ServiceManifest
    {
        let file = url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ManifestError(problems: [malformed(file, "cannot read the file: \(error.localizedDescription)")])
        }
        return try decode(data, format: format ?? ManifestFormat(pathExtension: url.pathExtension), file: file)
    }

    /// Reads a manifest from bytes.
    ///
    /// - Parameters:
    ///   - data: The manifest's bytes.
    ///   - format: Their format; `nil` to guess from the first byte (`{` means JSON).
    ///   - file: The name problems use for the manifest, such as `"remote-config"`.
    /// - Returns: The manifest.
    /// - Throws: ``ManifestError`` with every problem found.
    public static func decode(_ data: Data, format: ManifestFormat?, file: String) throws(ManifestError)
        -> ServiceManifest
    {
        let format = format ?? guessFormat(of: data)
        let tree: ConfigurationValue
        do {
            tree = try decodeTree(data, format: format)
        } catch let error as DecodingError {
            throw ManifestError(problems: [problem(for: error, format: format, data: data, file: file)])
        } catch {
            throw ManifestError(problems: [malformed(file, "not a valid \(format): \(error)")])
        }
        var parser = ManifestParser(file: file)
        let manifest = parser.parse(tree)
        if !parser.problems.isEmpty { throw ManifestError(problems: parser.problems) }
        return manifest
    }

    /// Parses the file with Foundation's parser and converts the result in one pass; when the file does not
    /// parse, or holds a value no configuration value can be, decodes it through `Codable` only to get the
    /// decoder's account of what is wrong and where.
    private static func decodeTree(_ data: Data, format: ManifestFormat) throws -> ConfigurationValue {
        let parsed: Any? =
            switch format {
            case .json: try? JSONSerialization.jsonObject(with: data)
            case .propertyList: try? PropertyListSerialization.propertyList(from: data, format: nil)
            }
        if let parsed, let tree = ConfigurationValue(parsed: parsed) { return tree }
        switch format {
        case .json: return try JSONDecoder().decode(ConfigurationValue.self, from: data)
        case .propertyList: return try PropertyListDecoder().decode(ConfigurationValue.self, from: data)
        }
    }

    private static func guessFormat(of data: Data) -> ManifestFormat {
        let first = data.first { !Set<UInt8>([0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]).contains($0) }
        return first == UInt8(ascii: "{") ? .json : .propertyList
    }

    private static func problem(for error: DecodingError, format: ManifestFormat, data: Data, file: String)
        -> ManifestProblem
    {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let reason = parserReason(context.underlyingError, format: format, data: data)
            return malformed(
                file, "not a valid \(format)\(position(in: reason, data: data)): \(reason ?? context.debugDescription)")
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            let location = ManifestLocation(file: file, keyPath: keyPath(context.codingPath))
            return ManifestProblem(
                code: .wrongType,
                location: location,
                identifier: nil,
                detail: "expected a string, number, boolean, array or dictionary"
            )
        @unknown default:
            return malformed(file, "not a valid \(format): \(error)")
        }
    }

    /// The parser's own explanation; `JSONDecoder` drops it on Linux, `JSONSerialization` keeps it.
    private static func parserReason(_ underlying: (any Error)?, format: ManifestFormat, data: Data) -> String? {
        var error = underlying
        if error == nil, format == .json {
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            } catch let parserError {
                error = parserError
            }
        }
        return (error as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
    }

    private static func position(in reason: String?, data: Data) -> String {
        guard let reason, let range = reason.range(of: #"character (\d+)"#, options: .regularExpression),
            let offset = Int(reason[range].dropFirst("character ".count))
        else { return "" }
        let prefix = data.prefix(offset)
        let line = prefix.count { $0 == UInt8(ascii: "\n") } + 1
        let column = offset - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return " at line \(line), column \(column)"
    }

    private static func keyPath(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }

    private static func malformed(_ file: String, _ detail: String) -> ManifestProblem {
        ManifestProblem(
            code: .malformedFile, location: ManifestLocation(file: file, keyPath: ""), identifier: nil, detail: detail)
    }
}
