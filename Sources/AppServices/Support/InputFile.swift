public import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads a whole input file (a manifest, a launch report) with a size limit, and says in plain words why
/// it cannot: an empty path, a missing file, a folder, a symbolic link loop, a FIFO, a file too large.
///
/// The file is opened without blocking and checked on the open descriptor, so a FIFO or a device is
/// refused at once instead of waiting for a writer, and a file swapped after a check is still checked.
///
/// The library reads manifests with it; the `appservices` tool reads its inputs (launch reports, Info.plists,
/// Swift files) with it too, so every input is refused for the same reasons in the same words:
///
/// ```swift
/// let data = try InputFile.contents(of: "launch-report.json", maximumByteCount: LaunchReport.maximumByteCount)
/// ```
///
/// Not part of the library's API: for the `appservices` tool, which imports it with
/// `@_spi(AppServicesTools) import AppServices`.
@_spi(AppServicesTools)
public enum InputFile {
    /// Why a file could not be read; ``reason`` reads well after `cannot read the file: `.
    public struct Failure: Error, CustomStringConvertible {
        /// Why, such as `it is a folder, not a file`.
        public var reason: String

        /// The reason.
        public var description: String { reason }
    }

    /// Reads the file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file's path, as the user gave it.
    ///   - maximumByteCount: The largest file accepted.
    /// - Returns: The file's bytes.
    /// - Throws: ``Failure`` naming the reason.
    public static func contents(of path: String, maximumByteCount: Int) throws(Failure) -> Data {
        guard !path.isEmpty else { throw Failure(reason: "the path is empty") }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: describe(errno, opening: path)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: describe(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(reason: "it is a folder, not a file")
        case S_IFIFO: throw Failure(reason: "it is a FIFO (named pipe), not a regular file")
        case S_IFSOCK: throw Failure(reason: "it is a socket, not a regular file")
        default: throw Failure(reason: "it is a device, not a regular file")
        }
        let size = Int(status.st_size)
        guard size <= maximumByteCount else { throw tooLarge(size, maximumByteCount) }
        var data = Data(count: size + 1)
        var count = 0
        while count <= size {
            let got = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw Failure(reason: describe(errno))
            }
            count += got
        }
        guard count <= maximumByteCount else { throw tooLarge(count, maximumByteCount) }
        return data.prefix(count)
    }

    /// Why `open` failed on `path` with `error`: a socket, which `open` refuses as `ENXIO`, is named as such.
    private static func describe(_ error: Int32, opening path: String) -> String {
        var status = stat()
        guard error == ENXIO, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK else {
            return describe(error)
        }
        return "it is a socket, not a regular file"
    }

    private static func describe(_ error: Int32) -> String {
        switch error {
        case ENOENT: "no such file or folder"
        case EACCES, EPERM: "permission denied"
        case ELOOP: "too many levels of symbolic links (a symbolic link loop?)"
        case ENOTDIR: "a component of the path is not a folder"
        case ENAMETOOLONG: "the path is too long"
        case EISDIR: "it is a folder, not a file"
        default: String(cString: strerror(error))
        }
    }

    private static func tooLarge(_ size: Int, _ limit: Int) -> Failure {
        Failure(reason: "it is too large: \(size) bytes, more than the limit of \(limit)")
    }
}
