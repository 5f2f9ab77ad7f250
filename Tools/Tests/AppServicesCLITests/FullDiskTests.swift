import Foundation
import Testing

/// Issue 39.1 on a real full disk: a 64 KiB tmpfs, filled up, where the machine lets the tests mount one (Linux,
/// as root); elsewhere the failing-write seam (``OutputWriterTests``) stands in.
@Suite(.enabled(if: SmallFileSystem.canMount)) struct FullDiskTests {
    /// Runs `body` in a 64 KiB tmpfs holding `files`, filled up afterwards.
    private static func onAFullDisk(holding files: [String: Data], _ body: (URL) throws -> Void) throws {
        #if os(Linux)
        let folder = try #require(SmallFileSystem.mount())
        defer { SmallFileSystem.unmount(folder) }
        for (name, contents) in files { try contents.write(to: folder.appendingPathComponent(name)) }
        let filler = folder.appendingPathComponent(".filler")
        #expect(FileManager.default.createFile(atPath: filler.path, contents: nil))
        let handle = try FileHandle(forWritingTo: filler)
        while (try? handle.write(contentsOf: Data(count: 4096))) != nil {}
        while (try? handle.write(contentsOf: Data(count: 1))) != nil {}
        try handle.close()
        try body(folder)
        #endif
    }

    @Test func migrateOnAFullDiskLeavesNothingBehind() throws {
        let delegate = Data(
            """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidBecomeActive(_ application: UIApplication) {}
            }

            """.utf8)
        try Self.onAFullDisk(holding: ["AppDelegate.swift": delegate]) { folder in
            let before = try MigrationFixtureFiles.snapshot(folder)
            let run = try Tool.run(["migrate", "AppDelegate.swift", "--output", "New/Out"], in: folder)
            #expect(run.status == 2)
            #expect(run.errors.contains(": the disk is full; nothing written\n"), "\(run.errors)")
            #expect(try MigrationFixtureFiles.snapshot(folder) == before)
        }
    }

    @Test func reportOnAFullDiskKeepsThePreviousSVG() throws {
        let report = try JSONEncoder().encode(LaunchReportFixtures.handMade)
        try Self.onAFullDisk(holding: ["report.json": report, "old.svg": Data("<svg>old</svg>".utf8)]) { folder in
            let before = try MigrationFixtureFiles.snapshot(folder)
            let run = try Tool.run(["report", "report.json", "--svg", "old.svg"], in: folder)
            #expect(run.status == 2)
            #expect(
                run.errors == "appservices: error: old.svg: cannot write the file: the disk is full; nothing written\n")
            #expect(try MigrationFixtureFiles.snapshot(folder) == before)
        }
    }
}
