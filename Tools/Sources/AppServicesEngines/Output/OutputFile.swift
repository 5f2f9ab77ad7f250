/// The one way the tool writes a file of its own (`report --svg`): never over an input, never into a FIFO, a
/// device or a folder; staged beside the target and renamed into place, so the target is either as it was or
/// complete, with the permissions of the file it replaces; cleaned up on any failure, a full disk included; with an
/// error naming the path and what is in the way.
///
/// `migrate` writes a folder of files with ``OutputFolder`` on the same calls.
package enum OutputFile {
    /// Writes `text` to `path`, replacing a file there; a symbolic link is followed to the file it names, and `inputs`,
    /// the files the command read, are never replaced.
    ///
    /// - Throws: ``InputOutputError`` naming `path` and why; then nothing was written.
    package static func write(_ text: String, to path: String, inputs: [String]) throws(InputOutputError) {
        guard !path.isEmpty else {
            throw InputOutputError(file: path, reason: "cannot write the file: the path is empty")
        }
        let target = FileSystemCall.realPath(path) ?? path
        switch FileSystemCall.kind(of: target) {
        case .file?, .missing?, nil:
            break
        case .folder?:
            throw InputOutputError(file: path, reason: "cannot write the file: a folder is in the way; nothing written")
        case .other(let what)?:
            let dangling = what == "a symbolic link" ? " to no file (or a loop of links)" : ""
            throw InputOutputError(
                file: path,
                reason: "cannot write the file: it is \(what)\(dangling), not a regular file; nothing written")
        }
        let real = FileSystemCall.realPath(target)
        if real != nil, let input = inputs.first(where: { FileSystemCall.realPath($0) == real }) {
            throw InputOutputError(
                file: path,
                reason: "cannot write the file: it is the input \(input), which it would replace; nothing written")
        }
        let folder = target.lastIndex(of: "/").map { String(target[...$0]) } ?? ""
        let staged = folder + ".appservices-write-\(UInt64.random(in: 0...UInt64.max))"
        do throws(FileSystemCall.Failure) {
            try FileSystemCall.writeNewFile(staged, text, permissions: FileSystemCall.permissions(of: target))
            do {
                try FileSystemCall.move(staged, to: target)
            } catch {
                FileSystemCall.removeQuietly(staged)
                throw error
            }
        } catch {
            throw InputOutputError(file: path, reason: "cannot write the file: \(error.reason); nothing written")
        }
    }
}
