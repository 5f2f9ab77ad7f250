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
/// It asks for no file status (`fstat` and the other calls on Apple's list of required-reason APIs, so that no
/// app needs a privacy-manifest declaration for this library): the descriptor tells what it is by what it
/// does. A folder refuses to be read (`EISDIR`); a FIFO, a pipe, a socket or a terminal refuses to seek
/// (`ESPIPE`); a regular file seeks to its end, which gives its size, and a bounded read of one byte more than
/// that size (or than the limit) shows a device, whose reads give more than its end says.
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
        guard descriptor >= 0 else { throw Failure(reason: describe(errno)) }
        defer { close(descriptor) }
        let end = lseek(descriptor, 0, SEEK_END)
        guard end >= 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
            throw Failure(reason: unseekable(descriptor, error: errno))
        }
        let size = Int(end)
        // One byte more than can be kept: a read that fills it shows a file over the limit, or a device.
        var data = Data(count: min(size, maximumByteCount) + 1)
        var count = 0
        while count < data.count {
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
        guard count <= size else { throw Failure(reason: "it is a device, not a regular file (it reads past its end)") }
        guard size <= maximumByteCount else { throw tooLarge(size, maximumByteCount) }
        return data.prefix(count)
    }

    /// Why `descriptor` could not seek, which a regular file can: a FIFO or a terminal cannot (`ESPIPE`), and on
    /// some file systems neither can a folder, which reading then names.
    private static func unseekable(_ descriptor: Int32, error: Int32) -> String {
        if error == ESPIPE {
            return isatty(descriptor) == 1
                ? "it is a terminal, not a regular file" : "it is a FIFO (named pipe), not a regular file"
        }
        var byte: UInt8 = 0
        return read(descriptor, &byte, 1) < 0 && errno == EISDIR ? describe(EISDIR) : describe(error)
    }

    private static func describe(_ error: Int32) -> String {
        switch error {
        case ENOENT: "no such file or folder"
        case EACCES, EPERM: "permission denied"
        case ELOOP: "too many levels of symbolic links (a symbolic link loop?)"
        case ENOTDIR: "a component of the path is not a folder"
        case ENAMETOOLONG: "the path is too long"
        case EISDIR: "it is a folder, not a file"
        case ENXIO, EOPNOTSUPP: "it is a socket (or a device without a driver), not a regular file"
        default: String(cString: strerror(error))
        }
    }

    private static func tooLarge(_ size: Int, _ limit: Int) -> Failure {
        Failure(reason: "it is too large: \(size) bytes, more than the limit of \(limit)")
    }
}
