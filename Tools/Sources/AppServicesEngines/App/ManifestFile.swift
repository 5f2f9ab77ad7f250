@_spi(AppServicesTools) import AppServices
import AppServicesPropertyListLines
import Foundation

/// One manifest file, read and decoded with the library's own loader, as the app would read it, plus the check a
/// developer needs while editing that the app does not make on every launch: keys an XML manifest gives twice.
enum ManifestFile {
    /// The problems that kept a manifest from reading cleanly, as `lint` reports them.
    struct Problems: Error {
        /// The loader's problems, then the duplicate keys of an XML manifest, each with its line.
        var problems: [LintProblem]
    }

    /// Reads and decodes a manifest.
    ///
    /// - Parameter file: Its path; a `.plist` is read as a property list, a `.json` as JSON, any other by its
    ///   first byte.
    /// - Returns: The manifest, or the problems that kept it from reading cleanly: the loader's, and each key an XML
    ///   property list gives twice in one dictionary (which Foundation reads silently, keeping the last), with its
    ///   line.
    /// - Throws: ``InputOutputError`` for a file that is missing, too large, or not JSON or a property list.
    static func read(_ file: String) throws(InputOutputError) -> Result<ServiceManifest, Problems> {
        let data = try InputFile.read(file, maximumByteCount: ManifestLimits.maximumByteCount)
        let format = ManifestFormat(pathExtension: URL(fileURLWithPath: file).pathExtension)
        let manifest: ServiceManifest?
        var problems: [LintProblem] = []
        do {
            manifest = try ServiceManifest.decode(data, format: format, file: file)
        } catch {
            if let malformed = error.problems.first(where: { $0.code == .malformedFile }) {
                throw InputOutputError(file: file, reason: malformed.detail)
            }
            manifest = nil
            problems = error.problems.map(LintProblem.init)
            if error.unlistedProblemCount > 0 {
                problems.append(LintProblem(unlisted: error.unlistedProblemCount, in: file))
            }
        }
        let withinLimits = !problems.contains { $0.code == ManifestProblem.Code.limitExceeded.name }
        if withinLimits, BoundedPropertyList.isXML(data) {
            problems += duplicateKeys(in: Array(data), file: file)
        }
        guard let manifest, problems.isEmpty else { return .failure(Problems(problems: problems)) }
        return .success(manifest)
    }

    /// The keys the XML property list `bytes` gives twice in one dictionary, found by the key-path scanner once the
    /// loader has read the bytes within the manifest limits.
    private static func duplicateKeys(in bytes: [UInt8], file: String) -> [LintProblem] {
        PropertyListLines(bytes).duplicateKeys.map { duplicate in
            LintProblem(
                file: file, keyPath: duplicate.keyPath(showingKey: ManifestLocation.shortened(key:)),
                code: ManifestProblem.Code.duplicateKey.name, identifiers: [],
                message: duplicate.message(showingKey: ManifestLocation.shortened(key:)), line: duplicate.line)
        }
    }
}
