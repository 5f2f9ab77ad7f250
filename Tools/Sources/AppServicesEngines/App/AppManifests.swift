import AppServices
import Foundation

/// The services that an app's manifests name, read with the library's own loader, each with the key path of its
/// identifier.
package struct AppManifests {
    /// A service a manifest names.
    struct Service {
        var identifier: String
        var file: String
        /// The key path of its identifier, such as `services[2].id`.
        var keyPath: String
    }

    /// The manifests, as given on the command line.
    let files: [String]
    /// Every service named, in file order, then in each file's order.
    private(set) var services: [Service] = []
    /// What the loader reported, such as an unknown field or a duplicate identifier.
    private(set) var problems: [Finding] = []

    /// Reads manifests.
    ///
    /// - Parameter files: Their paths; a `.plist` is read as a property list, a `.json` as JSON, any other by its
    ///   first byte.
    /// - Throws: ``InputOutputError`` for a file that is missing or is not JSON or a property list.
    package init(files: [String]) throws(InputOutputError) {
        self.files = files
        for file in files { try read(file) }
    }

    private mutating func read(_ file: String) throws(InputOutputError) {
        switch try ManifestFile.read(file) {
        case .success(let manifest):
            services += manifest.services.map { entry in
                Service(
                    identifier: entry.identifier.rawValue, file: entry.location.file,
                    keyPath: entry.location.appending("id").keyPath)
            }
        case .failure(let error):
            problems += error.problems.map { lint in
                var finding = Finding(
                    .error, lint.code, in: lint.file, at: lint.keyPath, identifiers: lint.identifiers, lint.message)
                finding.line = lint.line
                return finding
            }
        }
    }
}
