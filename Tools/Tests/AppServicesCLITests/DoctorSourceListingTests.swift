import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 39.5: `doctor --sources` names the sub-folder it cannot list and the file whose name is not UTF-8, and a
/// hidden folder it skips cannot stop it; `migrate --sources` names such a file alike (issue #49.17).
@Suite struct DoctorSourceListingTests {
    /// A folder with an empty `Info.plist` dictionary and `Sources/App.swift`.
    private static func withApp(_ body: (URL) throws -> Void) throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict/></plist>"#
            try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            try Data("struct App {}\n".utf8).write(to: folder.appendingPathComponent("Sources/App.swift"))
            try body(folder)
        }
    }

    /// Creates `folder` below `parent` holding a Swift file, and takes every permission on it away.
    private static func lockedFolder(_ folder: String, in parent: URL) throws {
        let url = parent.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("struct Hidden {}\n".utf8).write(to: url.appendingPathComponent("Hidden.swift"))
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
    }

    /// Runs doctor on the app in `folder` as a user without privileges, who cannot read a folder without permission.
    private static func doctor(in folder: URL) throws -> Tool.Run {
        let arguments = ["doctor", "--info-plist", "Info.plist", "--sources", "Sources"]
        guard geteuid() == 0 else { return try Tool.run(arguments, in: folder) }
        return try Tool.run(
            ["--reuid=65534", "--regid=65534", "--clear-groups", try Tool.executable().path] + arguments, in: folder,
            executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
    }

    @Test func aSubFolderThatCannotBeListedIsNamedWithTheReason() throws {
        try Self.withApp { folder in
            try Self.lockedFolder("Sources/Feature", in: folder)
            defer { chmod(folder.appendingPathComponent("Sources/Feature").path, 0o755) }
            let run = try Self.doctor(in: folder)
            #expect(run.status == 2)
            #expect(run.errors == "appservices: error: Sources/Feature: cannot list the folder: permission denied\n")
        }
    }

    @Test func aHiddenFolderThatCannotBeListedIsSkipped() throws {
        try Self.withApp { folder in
            try Self.lockedFolder("Sources/.cache", in: folder)
            defer { chmod(folder.appendingPathComponent("Sources/.cache").path, 0o755) }
            let run = try Self.doctor(in: folder)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output == "1 Swift file, 0 service types: no problems\n")
        }
    }

    @Test func aFileWhoseNameIsNotUTF8IsNamedAsSuch() throws {
        try Self.withApp { folder in
            let name = Array(folder.appendingPathComponent("Sources/Bad").path.utf8) + [0xFF] + Array(".swift".utf8)
            let descriptor = (name + [0]).withUnsafeBufferPointer { path in
                path.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
            }
            #expect(descriptor >= 0)
            close(descriptor)
            try Data(MigrateSourcesOptionTests.appDelegate.utf8).write(
                to: folder.appendingPathComponent("AppDelegate.swift"))
            for arguments in [
                ["doctor", "--info-plist", "Info.plist", "--sources", "Sources"],
                ["migrate", "AppDelegate.swift", "--dry-run", "--output", "Out", "--sources", "Sources"],
            ] {
                let run = try Tool.run(arguments, in: folder)
                #expect(run.status == 2)
                #expect(
                    run.errors
                        == "appservices: error: Sources/Bad\u{FFFD}.swift: its name is not UTF-8, which appservices "
                        + "cannot read; rename it\n")
            }
        }
    }
}
