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
    ///   when the file cannot be read (saying why: a folder, a FIFO, a symbolic link loop …) or parsed.
    public static func load(contentsOf url: URL, format: ManifestFormat? = nil) throws(ManifestError) -> ServiceManifest
    {
        let file = url.path
        let data: Data
        do {
            data = try InputFile.contents(of: file, maximumByteCount: ManifestLimits.maximumByteCount)
        } catch {
            throw ManifestError(problems: [malformed(file, "cannot read the file: \(error.reason)")])
        }
        return try decode(data, format: format ?? ManifestFormat(pathExtension: url.pathExtension), file: file)
    }

    /// Reads a manifest from bytes.
    ///
    /// Reading is linear in the size of `data` and bounded by ``ManifestLimits``: a manifest larger or nested deeper
    /// than they allow, or a binary property list whose objects contain themselves, is refused with a problem. Values
    /// no manifest may hold (`null`, numbers out of range, text that is not UTF-8, a key given twice in JSON) are each
    /// reported with their key path and the service or task they belong to. Property lists are parsed by Foundation:
    /// binary and XML ones (an old-style OpenStep one is refused, naming `plutil -convert xml1`, which converts it).
    ///
    /// - Parameters:
    ///   - data: The manifest's bytes.
    ///   - format: Their format; `nil` to guess from the first byte (`{` or `[` means JSON).
    ///   - file: The name problems use for the manifest, such as `"remote-config"`.
    /// - Returns: The manifest.
    /// - Throws: ``ManifestError`` with every problem found.
    public static func decode(_ data: Data, format: ManifestFormat?, file: String) throws(ManifestError)
        -> ServiceManifest
    {
        guard data.count <= ManifestLimits.maximumByteCount else {
            throw ManifestError(problems: [
                problem(
                    .limitExceeded, file,
                    "the manifest is \(data.count) bytes, more than the limit of \(ManifestLimits.maximumByteCount)")
            ])
        }
        let format = format ?? guessFormat(of: data)
        let (tree, valueProblems) =
            switch format {
            case .json: try readJSON(data, file: file)
            case .propertyList: try readPropertyList(data, file: file)
            }
        if !valueProblems.isEmpty {
            throw ManifestError(problems: valueProblems.map { $0.problem(in: file, root: tree) })
        }
        var parser = ManifestParser(file: file)
        let manifest = parser.parse(tree)
        if !parser.problems.isEmpty { throw ManifestError(problems: parser.problems) }
        return manifest
    }

    private static func readJSON(_ data: Data, file: String) throws(ManifestError)
        -> (ConfigurationValue, [ManifestValueProblem])
    {
        do {
            return try ManifestJSONReader.read(data)
        } catch {
            let prefix = data.prefix(error.offset)
            let line = prefix.count { $0 == UInt8(ascii: "\n") } + 1
            let column = error.offset - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            let position = "at line \(line), column \(column)"
            if error.code == .malformedFile {
                throw ManifestError(problems: [malformed(file, "not a valid JSON \(position): \(error.reason)")])
            }
            let location = ManifestLocation(file: file, components: error.path)
            throw ManifestError(problems: [
                ManifestProblem(
                    code: error.code, location: location, identifier: nil, detail: "\(error.reason) \(position)")
            ])
        }
    }

    /// Reads the bytes with ``BoundedPropertyList``, then converts the result.
    private static func readPropertyList(_ data: Data, file: String) throws(ManifestError)
        -> (ConfigurationValue, [ManifestValueProblem])
    {
        do {
            return ConfigurationValueConverter.convert(try BoundedPropertyList.read(data))
        } catch {
            throw ManifestError(problems: [problem(error.code, file, error.description)])
        }
    }

    private static func guessFormat(of data: Data) -> ManifestFormat {
        let first = data.first { !Set<UInt8>([0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]).contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .json : .propertyList
    }

    private static func malformed(_ file: String, _ detail: String) -> ManifestProblem {
        problem(.malformedFile, file, detail)
    }

    private static func problem(_ code: ManifestProblem.Code, _ file: String, _ detail: String) -> ManifestProblem {
        ManifestProblem(
            code: code, location: ManifestLocation(file: file, keyPath: ""), identifier: nil, detail: detail)
    }
}
