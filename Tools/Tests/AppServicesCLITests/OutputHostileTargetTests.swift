import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue #49, items 10, 14 and 17: what the tool writes over keeps its permissions, and what it refuses to write
/// over or read is named for what it is.
@Suite struct OutputHostileTargetTests {
    @Test func anSVGWrittenOverAPrivateFileStaysPrivate() throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try LaunchReportFixtures.write(LaunchReportFixtures.handMade, to: folder)
        let svg = folder.appendingPathComponent("private.svg")
        try Data("old".utf8).write(to: svg)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: svg.path)
        let run = try Tool.run("report", report, "--svg", "private.svg", in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let attributes = try FileManager.default.attributesOfItem(atPath: svg.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try String(contentsOf: svg, encoding: .utf8).hasPrefix("<svg"))
    }

    @Test func aSymbolicLinkToNoFileWhereTheSVGGoesIsNamedAsALink() throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try LaunchReportFixtures.write(LaunchReportFixtures.handMade, to: folder)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("out.svg").path, withDestinationPath: "missing/out.svg")
        let run = try Tool.run("report", report, "--svg", "out.svg", in: folder)
        #expect(run.status == 2)
        #expect(
            run.errors
                == "appservices: error: out.svg: cannot write the file: it is a symbolic link to no file (or a loop "
                + "of links), not a regular file; nothing written\n")
    }

    @Test func aSymbolicLinkInsideTheOutputFolderIsNamedAsALink() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(MigrateSourcesOptionTests.appDelegate.utf8).write(
                to: folder.appendingPathComponent("AppDelegate.swift"))
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Out"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("Out/AppDelegate.swift").path, withDestinationPath: "/etc/passwd")
            let run = try Tool.run(["migrate", "AppDelegate.swift", "--output", "Out"], in: folder)
            #expect(run.status == 2)
            #expect(
                run.errors
                    == "appservices: error: Out/AppDelegate.swift: cannot write the file: it is a symbolic link, not a "
                    + "regular file; nothing written\n")
        }
    }

    @Test func aSocketUnderSourcesIsNamedAsASocket() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(MigrateSourcesOptionTests.appDelegate.utf8).write(
                to: folder.appendingPathComponent("AppDelegate.swift"))
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            let socketPath = folder.appendingPathComponent("Sources/Live.swift").path
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(descriptor) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (index, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
            }
            let bound = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            try #require(bound == 0)
            let run = try Tool.run(
                ["migrate", "AppDelegate.swift", "--dry-run", "--output", "Out", "--sources", "Sources"], in: folder)
            #expect(run.status == 2)
            #expect(
                run.errors
                    == "appservices: error: Sources/Live.swift: cannot read the file: it is a socket (or a device "
                    + "without a driver), not a regular file\n")
        }
    }
}
