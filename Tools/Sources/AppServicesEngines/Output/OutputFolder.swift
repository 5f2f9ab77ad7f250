/// The folder `appservices migrate` writes into, written as one transaction.
///
/// Every file is first written into a hidden staging folder on the same file system, then each moved into place
/// with one `rename`; a failure moves back what was moved, so the output folder is left as it was. An output folder
/// that holds an input is refused unless `--in-place` asks for it; then each replaced input is kept as `NAME.orig`.
package struct OutputFolder {
    /// Its path, as given on the command line.
    var path: String

    /// The folder at `path`, which need not exist yet.
    package init(path: String) {
        self.path = path
    }

    /// The longest file name the file systems migrate writes to accept, in bytes.
    static let maximumFileNameLength = 255

    /// Writes `files` into the folder, creating it if needed; returns the names of the `inputs` replaced, which only
    /// `inPlace` allows, each original kept as `NAME.orig`.
    ///
    /// - Throws: ``InputOutputError`` naming the path and what happened; then nothing was written.
    package func write(_ files: [MigrationPlan.OutputFile], inputs: [String], inPlace: Bool) throws(InputOutputError)
        -> [String]
    {
        guard !path.isEmpty else {
            throw InputOutputError(file: path, reason: "the output path is empty; nothing written")
        }
        for file in files { try checkName(file.name) }
        guard let folder = FileSystemCall.realPath(path) else {
            try create(with: files)
            return []
        }
        guard FileSystemCall.kind(of: folder) == .folder else {
            throw InputOutputError(file: path, reason: "the output is not a folder; nothing written")
        }
        let held = inputs.filter { holds($0, folder: folder) }
        if let input = held.first, !inPlace {
            throw InputOutputError(
                file: path,
                reason: "the output folder holds the input \(input), which migrate would replace; choose another "
                    + "folder, or pass --in-place to replace the inputs and keep each original as NAME.orig; "
                    + "nothing written")
        }
        let heldNames = Set(held.map(Self.fileName))
        var replacements: [OutputTransaction.Replacement] = []
        for file in files {
            let target = folder + "/" + file.name
            let shown = join(file.name)
            switch FileSystemCall.kind(of: target) {
            case .folder?:
                throw InputOutputError(
                    file: shown, reason: "cannot write the file: a folder is in the way; nothing written")
            case .missing?:
                replacements.append(.init(name: file.name, text: file.text, keep: nil))
            case .other(let what)?:
                throw InputOutputError(
                    file: shown, reason: "cannot write the file: it is \(what), not a regular file; nothing written")
            default:
                let keep = heldNames.contains(file.name) ? target + ".orig" : nil
                if keep != nil, FileSystemCall.kind(of: target + ".orig") != .missing {
                    throw InputOutputError(
                        file: shown + ".orig",
                        reason: "already exists, and --in-place would keep the original of \(file.name) there; "
                            + "move it away; nothing written")
                }
                replacements.append(.init(name: file.name, text: file.text, keep: keep, replaces: true))
            }
        }
        do {
            try OutputTransaction(folder: folder, replacements: replacements).run()
        } catch {
            throw describe(error, folder: folder)
        }
        return replacements.filter { $0.keep != nil }.map(\.name)
    }

    /// Creates the missing folder with `files` in it: stages the missing folders beside the first of them.
    private func create(with files: [MigrationPlan.OutputFile]) throws(InputOutputError) {
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var missing: [String] = []
        var existing: String { (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/") }
        while let last = components.last, FileSystemCall.realPath(existing) == nil {
            missing.insert(last, at: 0)
            components.removeLast()
        }
        let parent = existing.isEmpty ? "." : existing
        guard !missing.contains(where: { $0 == "." || $0 == ".." }) else {
            throw InputOutputError(
                file: path, reason: "cannot create the output folder: '.' or '..' follows a folder that does not exist")
        }
        do {
            try OutputTransaction.createFolders(missing, in: parent, holding: files)
        } catch {
            throw InputOutputError(
                file: path, reason: "cannot create the output folder: \(error.reason); nothing written")
        }
    }

    /// Refuses a name that is not one plain path component, or that is too long for the file system.
    private func checkName(_ name: String) throws(InputOutputError) {
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.utf8.contains(0) else {
            throw InputOutputError(
                file: join(name), reason: "cannot write the file: its name is not a plain file name; nothing written")
        }
        guard name.utf8.count <= Self.maximumFileNameLength else {
            throw InputOutputError(
                file: join(name),
                reason: "cannot write the file: its name is \(name.utf8.count) bytes, longer than the "
                    + "\(Self.maximumFileNameLength) the file system allows; rename the class; nothing written")
        }
    }

    /// Whether `input` lies directly in `folder` (a real path), as written or with links resolved.
    private func holds(_ input: String, folder: String) -> Bool {
        FileSystemCall.realPath(Self.parent(of: input)) == folder
            || FileSystemCall.realPath(input).map { Self.parent(of: $0) == folder } == true
    }

    private func describe(_ failure: FileSystemCall.Failure, folder: String) -> InputOutputError {
        let shown = failure.path.hasPrefix(folder + "/") ? join(String(failure.path.dropFirst(folder.count + 1))) : path
        let file = shown.contains("/.appservices-migrate-") ? path : shown
        let what = file == path ? "cannot write into the output folder" : "cannot write the file"
        return InputOutputError(file: file, reason: "\(what): \(failure.reason); nothing written")
    }

    private func join(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
