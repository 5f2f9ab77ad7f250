#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The file-system calls the tool writes its output with (``OutputFolder``, ``OutputFile``), each failing with what
/// happened in plain words instead of Foundation's "The operation could not be completed".
enum FileSystemCall {
    /// A call that failed: the path it failed on and why.
    struct Failure: Error {
        /// The path, as the command was given it or built it.
        var path: String
        /// Why, such as `permission denied`.
        var reason: String
    }

    /// What is at `path`, without following a final symbolic link.
    enum Kind: Equatable {
        case missing
        case file
        case folder
        /// Something the tool does not write over, named as a message says it: `a symbolic link`, `a FIFO (named
        /// pipe)`, `a socket`, `a device`.
        case other(String)
    }

    /// What is at `path`; `nil` when that cannot be told (then the calls that follow report why).
    static func kind(of path: String) -> Kind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno == ENOENT ? .missing : nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .other("a symbolic link")
        case S_IFIFO: return .other("a FIFO (named pipe)")
        case S_IFSOCK: return .other("a socket")
        default: return .other("a device")
        }
    }

    /// The permission bits of the file at `path` (`0o600`), following symbolic links; `nil` when it has none to tell.
    static func permissions(of path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & 0o7777
    }

    /// Creates the folder `path`; its parent must exist.
    static func makeFolder(_ path: String) throws(Failure) {
        guard mkdir(path, 0o777) == 0 else { throw failure(path) }
    }

    /// Creates the file `path`, which must not exist, holding `text`; on a failure (a full disk) removes what it
    /// wrote, so no truncated file is left; `permissions` (those of the file it replaces, say) are the umask's when
    /// `nil`.
    ///
    /// - Throws: ``Failure`` naming the path and why; then no file is left.
    static func writeNewFile(_ path: String, _ text: String, permissions: mode_t? = nil) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions ?? 0o666)
        guard descriptor >= 0 else { throw failure(path) }
        /// Why the last call failed, once the file is closed (unless it already is) and removed.
        func abandoned(closing: Bool = true) -> Failure {
            let failed = failure(path)
            if closing { close(descriptor) }
            unlink(path)
            return failed
        }
        if let permissions, fchmod(descriptor, permissions) != 0 { throw abandoned() }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { chunk in
                FailingWrites.failsNext()
                    ? failedWrite(descriptor, chunk) : write(descriptor, chunk.baseAddress, chunk.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw abandoned()
            }
            bytes = bytes.dropFirst(written)
        }
        guard close(descriptor) == 0 else { throw abandoned(closing: false) }
    }

    /// A write that fails as on a full disk: half of `chunk` is written, then `ENOSPC` (``FailingWrites``).
    private static func failedWrite(_ descriptor: Int32, _ chunk: UnsafeRawBufferPointer) -> Int {
        _ = write(descriptor, chunk.baseAddress, chunk.count / 2)
        errno = ENOSPC
        return -1
    }

    /// Moves `source` to `destination` in one step, replacing a file there.
    static func move(_ source: String, to destination: String) throws(Failure) {
        guard rename(source, destination) == 0 else { throw failure(destination) }
    }

    /// Removes the file or empty folder `path`, ignoring a failure (used only to clean up after one).
    static func removeQuietly(_ path: String) {
        if unlink(path) != 0 { _ = rmdir(path) }
    }

    /// The real path of `path`, symbolic links resolved; `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func failure(_ path: String) -> Failure {
        Failure(path: path, reason: describe(errno))
    }

    /// `error` in words that read after `cannot write the file: `.
    static func describe(_ error: Int32) -> String {
        switch error {
        case ENOENT: "a folder on the path does not exist"
        case EACCES, EPERM: "permission denied"
        case EEXIST: "something is already there"
        case EISDIR: "a folder is in the way"
        case ENOTDIR: "a component of the path is not a folder"
        case ENAMETOOLONG: "the path is too long"
        case ELOOP: "too many levels of symbolic links (a symbolic link loop?)"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is exceeded"
        case EROFS: "the file system is read-only"
        case EXDEV: "the paths are on different file systems"
        default: String(cString: strerror(error))
        }
    }
}
