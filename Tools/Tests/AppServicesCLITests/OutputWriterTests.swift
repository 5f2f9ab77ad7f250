import AppServices
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 39.1: every file the tool writes is staged beside its target and renamed into place, never over an input
/// or into a FIFO, and a failure (a full disk, made by `APPSERVICES_FAIL_WRITE=N`) leaves everything as it was.
@Suite struct OutputWriterTests {
    private static let appDelegate = """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            func applicationDidBecomeActive(_ application: UIApplication) {}
        }

        """

    /// A folder holding `AppDelegate.swift`, a launch report `report.json` and a previous `old.svg`.
    private static func withInputs(_ body: (URL) throws -> Void) throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(appDelegate.utf8).write(to: folder.appendingPathComponent("AppDelegate.swift"))
            _ = try LaunchReportFixtures.write(LaunchReportFixtures.handMade, to: folder, as: "report.json")
            try Data("<svg>old</svg>".utf8).write(to: folder.appendingPathComponent("old.svg"))
            try body(folder)
        }
    }

    @Test func anEmptyOutputPathIsRefusedAndNothingIsLeft() throws {
        try Self.withInputs { folder in
            let before = try MigrationFixtureFiles.snapshot(folder)
            let run = try Tool.run(["migrate", "AppDelegate.swift", "--output", ""], in: folder)
            #expect(run.status == 2)
            #expect(run.errors == "appservices: error: (empty path): the output path is empty; nothing written\n")
            #expect(try MigrationFixtureFiles.snapshot(folder) == before)
        }
    }

    @Test(arguments: ["New/Out", "Existing"], 1...2)
    func migrateOnAFullDiskLeavesEverythingAsItWas(output: String, failingWrite: Int) throws {
        try Self.withInputs { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Existing"), withIntermediateDirectories: true)
            let before = try MigrationFixtureFiles.snapshot(folder)
            let run = try Tool.run(
                ["migrate", "AppDelegate.swift", "--output", output], in: folder,
                environment: ["APPSERVICES_FAIL_WRITE": "\(failingWrite)"])
            #expect(run.status == 2)
            #expect(run.errors.contains(": the disk is full; nothing written\n"), "\(run.errors)")
            #expect(try MigrationFixtureFiles.snapshot(folder) == before)
        }
    }

    @Test func reportOnAFullDiskKeepsThePreviousSVG() throws {
        try Self.withInputs { folder in
            let before = try MigrationFixtureFiles.snapshot(folder)
            let run = try Tool.run(
                ["report", "report.json", "--svg", "old.svg"], in: folder, environment: ["APPSERVICES_FAIL_WRITE": "1"])
            #expect(run.status == 2)
            #expect(
                run.errors == "appservices: error: old.svg: cannot write the file: the disk is full; nothing written\n")
            #expect(try MigrationFixtureFiles.snapshot(folder) == before)
        }
    }

    @Test func reportNeverWritesOverItsInput() throws {
        try Self.withInputs { folder in
            let before = try MigrationFixtureFiles.snapshot(folder)
            let run = try Tool.run(["report", "report.json", "--svg", "./report.json"], in: folder)
            #expect(run.status == 2)
            #expect(
                run.errors
                    == "appservices: error: ./report.json: cannot write the file: it is the input report.json, which "
                    + "it would replace; nothing written\n")
            #expect(try MigrationFixtureFiles.snapshot(folder) == before)
        }
    }

    @Test func reportRefusesAFIFOInsteadOfBlocking() throws {
        try Self.withInputs { folder in
            #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o644) == 0)
            let run = try Tool.run(["report", "report.json", "--svg", "pipe"], in: folder)
            #expect(run.status == 2)
            #expect(
                run.errors
                    == "appservices: error: pipe: cannot write the file: it is a FIFO (named pipe), not a regular file; "
                    + "nothing written\n")
        }
    }

    @Test func reportReplacesThePreviousSVGWhole() throws {
        try Self.withInputs { folder in
            let run = try Tool.run(["report", "report.json", "--svg", "old.svg"], in: folder)
            #expect(run.status == 0, "\(run.errors)")
            let files = try MigrationFixtureFiles.snapshot(folder)
            #expect(files.keys.sorted() == ["AppDelegate.swift", "old.svg", "report.json"])
            #expect(files["old.svg"]?.hasSuffix("</svg>\n") == true)
        }
    }
}
