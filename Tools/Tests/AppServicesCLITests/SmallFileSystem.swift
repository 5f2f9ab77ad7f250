import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A 64 KiB tmpfs for one test, where the machine allows mounting one (Linux, as root).
enum SmallFileSystem {
    /// Whether a tmpfs can be mounted here.
    static let canMount: Bool = {
        guard let folder = mount() else { return false }
        unmount(folder)
        return true
    }()

    /// Mounts a fresh 64 KiB tmpfs and returns its folder, or `nil` where that is not allowed.
    static func mount() -> URL? {
        #if os(Linux)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("full-disk-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
            return nil
        }
        guard Glibc.mount("tmpfs", folder.path, "tmpfs", 0, "size=64k") == 0 else {
            try? FileManager.default.removeItem(at: folder)
            return nil
        }
        return folder
        #else
        return nil
        #endif
    }

    /// Unmounts the tmpfs at `folder` and removes the folder.
    static func unmount(_ folder: URL) {
        #if os(Linux)
        umount(folder.path)
        try? FileManager.default.removeItem(at: folder)
        #endif
    }
}
