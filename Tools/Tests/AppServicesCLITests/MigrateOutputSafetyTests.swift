import Foundation
import Testing

/// Issue 28.1–28.3 and 28.10: `migrate` never changes an input, never writes outside `--output`, leaves nothing
/// behind when a write fails, and says what happened to which path.
@Suite struct MigrateOutputSafetyTests {
    private static let appDelegate = """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            func applicationDidBecomeActive(_ application: UIApplication) {}
            func applicationWillResignActive(_ application: UIApplication) {}
        }

        """

    @Test(arguments: [".", "link", "FOLDER"])
    func anOutputFolderHoldingAnInputIsRefusedAndTheInputKept(output: String) throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(Self.appDelegate.utf8).write(to: folder.appendingPathComponent("AppDelegate.swift"))
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("link").path, withDestinationPath: ".")
            let before = try MigrationFixtureFiles.snapshot(folder)
            let path = output == "FOLDER" ? folder.path : output
            let run = try Tool.run(["migrate", "AppDelegate.swift", "--output", path], in: folder)
            #expect(run.status == 2)
            #expect(
                run.errors
                    == "appservices: error: \(path): the output folder holds the input AppDelegate.swift, which "
                    + "migrate would replace; choose another folder, or pass --in-place to replace the inputs and "
                    + "keep each original as NAME.orig; nothing written\n")
            #expect(try MigrationFixtureFiles.snapshot(folder) == before)
        }
    }

    @Test func inPlaceReplacesTheInputsAndKeepsEachOriginal() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(Self.appDelegate.utf8).write(to: folder.appendingPathComponent("AppDelegate.swift"))
            let run = try Tool.run(["migrate", "AppDelegate.swift", "--output", ".", "--in-place"], in: folder)
            #expect(run.status == 0, "\(run.errors)")
            let files = try MigrationFixtureFiles.snapshot(folder)
            #expect(files["AppDelegate.swift.orig"] == Self.appDelegate)
            #expect(files["AppDelegate.swift"]?.contains("ServicesAppDelegate") == true)
            #expect(files["AppApplicationLifecycleService.swift"] != nil)
            #expect(run.lines.contains("kept the original of AppDelegate.swift as AppDelegate.swift.orig"))

            let again = try Tool.run(["migrate", "AppDelegate.swift", "--output", ".", "--in-place"], in: folder)
            #expect(again.status == 0, "\(again.errors)")
            #expect(try MigrationFixtureFiles.snapshot(folder) == files)
        }
    }

    @Test func aSecondInPlaceRunDoesNotOverwriteAKeptOriginal() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(Self.appDelegate.utf8).write(to: folder.appendingPathComponent("AppDelegate.swift"))
            try Data("older".utf8).write(to: folder.appendingPathComponent("AppDelegate.swift.orig"))
            let before = try MigrationFixtureFiles.snapshot(folder)
            let run = try Tool.run(["migrate", "AppDelegate.swift", "--output", ".", "--in-place"], in: folder)
            #expect(run.status == 2)
            #expect(
                run.errors
                    == "appservices: error: ./AppDelegate.swift.orig: already exists, and --in-place would keep the "
                    + "original of AppDelegate.swift there; move it away; nothing written\n")
            #expect(try MigrationFixtureFiles.snapshot(folder) == before)
        }
    }

    @Test func aClassNamedWithPathCharactersWritesOnlyInsideTheOutputFolder() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            let source = """
                import UIKit

                class `x/../../escaped`: UIResponder, UIApplicationDelegate {
                    func applicationDidBecomeActive(_ application: UIApplication) {}
                }

                """
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("in/src"), withIntermediateDirectories: true)
            try Data(source.utf8).write(to: folder.appendingPathComponent("in/src/AppDelegate.swift"))
            let run = try Tool.run(
                ["migrate", "src/AppDelegate.swift", "--output", "out"], in: folder.appendingPathComponent("in"))
            #expect(run.status == 0, "\(run.errors)")
            let files = try MigrationFixtureFiles.snapshot(folder).keys.sorted()
            #expect(
                files == [
                    "in", "in/out", "in/out/AppDelegate.swift",
                    "in/out/x_______escapedApplicationLifecycleService.swift",
                    "in/src", "in/src/AppDelegate.swift",
                ])
        }
    }

    @Test func aFolderWhereTheLastFileGoesLeavesTheOutputAsItWas() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(Self.appDelegate.utf8).write(to: folder.appendingPathComponent("AppDelegate.swift"))
            let blocker = "Out/AppApplicationLifecycleService.swift"
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(blocker), withIntermediateDirectories: true)
            try Data("kept".utf8).write(to: folder.appendingPathComponent("Out/AppDelegate.swift"))
            let before = try MigrationFixtureFiles.snapshot(folder)
            let run = try Tool.run(["migrate", "AppDelegate.swift", "--output", "Out"], in: folder)
            #expect(run.status == 2)
            #expect(
                run.errors
                    == "appservices: error: \(blocker): cannot write the file: a folder is in the way; nothing written\n"
            )
            #expect(try MigrationFixtureFiles.snapshot(folder) == before)
        }
    }

    @Test func aFileNameTooLongForTheFileSystemLeavesNothingBehind() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            let name = String(repeating: "Long", count: 75) + "Delegate"
            let source = Self.appDelegate.replacingOccurrences(of: "class AppDelegate", with: "class \(name)")
            try Data(source.utf8).write(to: folder.appendingPathComponent("AppDelegate.swift"))
            let before = try MigrationFixtureFiles.snapshot(folder)
            let run = try Tool.run(["migrate", "AppDelegate.swift", "--output", "Out"], in: folder)
            #expect(run.status == 2)
            let file = "Out/" + String(repeating: "Long", count: 75) + "ApplicationLifecycleService.swift"
            #expect(
                run.errors
                    == "appservices: error: \(file): cannot write the file: its name is 333 bytes, longer than the "
                    + "255 the file system allows; rename the class; nothing written\n")
            #expect(try MigrationFixtureFiles.snapshot(folder) == before)
        }
    }

    @Test func anOutputPathTooLongLeavesNoFolderBehind() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(Self.appDelegate.utf8).write(to: folder.appendingPathComponent("AppDelegate.swift"))
            let before = try MigrationFixtureFiles.snapshot(folder)
            let output = String(repeating: "deep/", count: 1_000)
            let run = try Tool.run(["migrate", "AppDelegate.swift", "--output", output], in: folder)
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("appservices: error: \(output): cannot create the output folder: "))
            #expect(run.errors.hasSuffix(": the path is too long; nothing written\n"))
            #expect(!run.errors.contains("NSCocoaErrorDomain"))
            #expect(try MigrationFixtureFiles.snapshot(folder) == before)
        }
    }
}
