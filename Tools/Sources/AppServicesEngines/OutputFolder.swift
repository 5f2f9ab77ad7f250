import Foundation

/// The folder `appservices migrate` writes into.
package struct OutputFolder {
    /// Its path, as given on the command line.
    var path: String

    /// The folder at `path`, which need not exist yet.
    ///
    /// - Parameter path: Its path, as given on the command line.
    package init(path: String) {
        self.path = path
    }

    /// Creates the folder if it is missing, and checks that it is a writable folder.
    ///
    /// - Throws: ``InputOutputError`` when the path is a file, or the folder cannot be created or written.
    package func prepare() throws(InputOutputError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw InputOutputError(file: path, reason: "the output is not a folder; nothing written")
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw InputOutputError(
                    file: path, reason: "cannot create the output folder: \(error.localizedDescription)")
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw InputOutputError(file: path, reason: "the output folder is not writable; nothing written")
        }
    }

    /// Writes `files` into the folder.
    ///
    /// - Throws: ``InputOutputError`` naming the first file that could not be written.
    package func write(_ files: [MigrationPlan.OutputFile]) throws(InputOutputError) {
        for file in files {
            let url = URL(fileURLWithPath: path).appendingPathComponent(file.name)
            do {
                try Data(file.text.utf8).write(to: url, options: .atomic)
            } catch {
                throw InputOutputError(file: url.path, reason: "cannot write the file: \(error.localizedDescription)")
            }
        }
    }
}
