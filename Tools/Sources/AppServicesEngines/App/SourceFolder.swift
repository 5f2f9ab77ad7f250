#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The `.swift` files (or the files of other suffixes) below a folder given to `doctor --sources`, listed with the
/// system's calls so that a folder that cannot be listed, or a file whose name is not UTF-8, is named with what is
/// wrong.
///
/// Hidden files and folders (`.build`, `.git`) are skipped before they are opened, so one that cannot be read does
/// not stop the listing; symbolic links to folders are not followed.
enum SourceFolder {
    /// The paths (`folder` followed by the path in it) of the files below `folder` whose name ends with one of
    /// `suffixes`, in the order of their paths relative to it.
    ///
    /// - Throws: ``InputOutputError`` naming the sub-folder that cannot be listed and why, or the file or folder
    ///   whose name is not UTF-8.
    static func files(in folder: String, endingWith suffixes: [String]) throws(InputOutputError) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var files: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let shown = relative.isEmpty ? folder : prefix + relative.dropLast()
            for (name, isFolder) in try entries(of: prefix + relative, shown: shown, suffixes: suffixes) {
                if isFolder {
                    pending.append(relative + name + "/")
                } else if suffixes.contains(where: name.hasSuffix) {
                    files.append(relative + name)
                }
            }
        }
        return files.sorted().map { prefix + $0 }
    }

    /// The visible entries of the folder `path`, each with whether it is a folder.
    private static func entries(
        of path: String, shown: String, suffixes: [String]
    ) throws(InputOutputError) -> [(String, Bool)] {
        guard let directory = opendir(path) else {
            throw InputOutputError(file: shown, reason: "cannot list the folder: \(FileSystemCall.describe(errno))")
        }
        defer { closedir(directory) }
        var found: [(String, Bool)] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard bytes.first != UInt8(ascii: ".") else { continue }
            let name = String(decoding: bytes, as: UTF8.self)
            let isFolder = isFolder(entry.pointee.d_type, at: Array(path.utf8) + [UInt8(ascii: "/")] + bytes)
            guard Array(name.utf8) == bytes else {
                guard isFolder || suffixes.contains(where: name.hasSuffix) else { continue }
                throw InputOutputError(
                    file: (path.hasSuffix("/") ? path : path + "/") + name,
                    reason: "its name is not UTF-8, which appservices cannot read; rename it")
            }
            found.append((name, isFolder))
        }
        return found
    }

    /// Whether the entry of type `type` (from `readdir`) at the path `bytes` is a folder, not a link to one.
    private static func isFolder(_ type: UInt8, at bytes: [UInt8]) -> Bool {
        guard Int32(type) == Int32(DT_UNKNOWN) else { return Int32(type) == Int32(DT_DIR) }
        var status = stat()
        let found = (bytes + [0]).withUnsafeBufferPointer { path in
            path.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &status) == 0 }
        }
        return found && status.st_mode & S_IFMT == S_IFDIR
    }
}
