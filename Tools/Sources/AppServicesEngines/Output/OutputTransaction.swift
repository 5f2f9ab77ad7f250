/// Writes files into a folder all or nothing: stages them in a hidden folder on the same file system, then moves
/// each into place with one `rename`, and on a failure moves back what it moved and removes what it created.
struct OutputTransaction {
    /// A file to put in the folder.
    struct Replacement {
        var name: String
        var text: String
        /// Where the file it replaces is kept, or `nil` to delete that file once all are in place.
        var keep: String?
        /// Whether a file of that name is there now.
        var replaces = false
    }

    /// The folder, as a real path.
    var folder: String
    var replacements: [Replacement]

    /// A new staging folder's name, unique to this process and run.
    private static func stagingName() -> String {
        ".appservices-migrate-\(UInt64.random(in: 0...UInt64.max))"
    }

    /// Writes the files into the folder.
    ///
    /// - Throws: ``FileSystemCall/Failure`` for the first call that failed, after undoing every change.
    func run() throws(FileSystemCall.Failure) {
        let staging = folder + "/" + Self.stagingName()
        var created: [String] = []
        defer { for path in created.reversed() { FileSystemCall.removeQuietly(path) } }
        for path in [staging, staging + "/new", staging + "/old"] {
            try FileSystemCall.makeFolder(path)
            created.append(path)
        }
        for file in replacements {
            try FileSystemCall.writeNewFile(staging + "/new/" + file.name, file.text)
            created.append(staging + "/new/" + file.name)
        }
        var undo: [() -> Void] = []
        do {
            for file in replacements {
                let target = folder + "/" + file.name
                let old = file.keep ?? staging + "/old/" + file.name
                if file.replaces {
                    try FileSystemCall.move(target, to: old)
                    undo.append { try? FileSystemCall.move(old, to: target) }
                    if file.keep == nil { created.append(old) }
                }
                try FileSystemCall.move(staging + "/new/" + file.name, to: target)
                undo.append { try? FileSystemCall.move(target, to: staging + "/new/" + file.name) }
            }
        } catch {
            for step in undo.reversed() { step() }
            throw error
        }
    }

    /// Creates `missing`, a chain of folders, inside `parent` with `files` in the last: builds the chain in a
    /// staging folder in `parent`, then moves its first folder into place.
    ///
    /// - Throws: ``FileSystemCall/Failure`` for the first call that failed, after removing what it created.
    static func createFolders(_ missing: [String], in parent: String, holding files: [MigrationPlan.OutputFile])
        throws(FileSystemCall.Failure)
    {
        let staging = parent + "/" + stagingName()
        var created: [String] = []
        defer { for path in created.reversed() { FileSystemCall.removeQuietly(path) } }
        try FileSystemCall.makeFolder(staging)
        created.append(staging)
        var folder = staging
        for component in missing {
            folder += "/" + component
            try FileSystemCall.makeFolder(folder)
            created.append(folder)
        }
        for file in files {
            try FileSystemCall.writeNewFile(folder + "/" + file.name, file.text)
            created.append(folder + "/" + file.name)
        }
        try FileSystemCall.move(staging + "/" + missing[0], to: parent + "/" + missing[0])
        created = [staging]
    }
}
