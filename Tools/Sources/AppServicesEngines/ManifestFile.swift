@_spi(AppServicesTools) import AppServices
import Foundation

/// One manifest file, read and decoded with the library's own loader, as the app would read it.
enum ManifestFile {
    /// Reads and decodes a manifest.
    ///
    /// - Parameter file: Its path; a `.plist` is read as a property list, a `.json` as JSON, any other by its
    ///   first byte.
    /// - Returns: The manifest, or the problems that kept the loader from accepting it.
    /// - Throws: ``InputOutputError`` for a file that is missing, too large, or not JSON or a property list.
    static func read(_ file: String) throws(InputOutputError) -> Result<ServiceManifest, ManifestError> {
        let data = try InputFile.read(file, maximumByteCount: ManifestLimits.maximumByteCount)
        let format = ManifestFormat(pathExtension: URL(fileURLWithPath: file).pathExtension)
        do {
            return .success(try ServiceManifest.decode(data, format: format, file: file))
        } catch {
            if let malformed = error.problems.first(where: { $0.code == .malformedFile }) {
                throw InputOutputError(file: file, reason: malformed.detail)
            }
            return .failure(error)
        }
    }
}
