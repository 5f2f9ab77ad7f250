import Foundation

/// The app's other Swift files, given to `appservices migrate --sources`: read, not migrated, to find the code that
/// calls on a delegate the members the migration moves to services.
package struct OtherSources {
    var parsed: [ParsedSource] = []
    /// The files that do not, each with why: code that is not compiled (encrypted, generated, left out of the
    /// target) is skipped, not a reason to stop.
    var unparsed: [MigrationError] = []

    package init(files: [(path: String, text: String)]) {
        for file in files {
            do {
                parsed.append(try ParsedSource(path: file.path, text: file.text))
            } catch {
                unparsed.append(error)
            }
        }
    }

    /// Reads and parses the `.swift` files below `folders` (hidden folders skipped, as `doctor --sources` does),
    /// except `excluded`, the files given to migrate.
    ///
    /// - Throws: ``InputOutputError`` for a folder that does not exist or a file that cannot be read.
    package init(folders: [String], excluding excluded: [String]) throws(InputOutputError) {
        let given = Set(excluded.map(Self.standardized))
        let files = try SwiftSources.swiftFiles(in: folders).filter { !given.contains(Self.standardized($0)) }
        self.init(files: try files.map { file throws(InputOutputError) in (file, try SwiftSources.text(of: file)) })
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
