import Foundation
import Testing

/// Bad input to `appservices migrate`: a clear error naming the file, `lint`'s exit codes, and nothing written.
@Suite struct MigrateCommandErrorTests {
    /// Writes `files` into a new folder, runs `migrate` there with `arguments`, and checks nothing was written.
    private func run(_ files: [String: String], _ arguments: [String]) throws -> Tool.Run {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            for (name, text) in files {
                try Data(text.utf8).write(to: folder.appendingPathComponent(name))
            }
            let before = try MigrationFixtureFiles.names(in: folder)
            let run = try Tool.run(["migrate"] + arguments, in: folder)
            #expect(try MigrationFixtureFiles.names(in: folder) == before)
            return run
        }
    }

    private let appDelegate = """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            func applicationDidBecomeActive(_ application: UIApplication) {}
        }

        """

    @Test func aFileThatDoesNotParseIsNamedWithItsLineAndNothingIsWritten() throws {
        let broken = "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    func scene(\n"
        let run = try run(
            ["AppDelegate.swift": appDelegate, "SceneDelegate.swift": broken],
            ["AppDelegate.swift", "SceneDelegate.swift", "--output", "Out"])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("appservices: error: SceneDelegate.swift: line "))
        #expect(run.errors.contains("the file does not parse"))
        #expect(run.output.isEmpty)
    }

    @Test func filesWithoutADelegateClassAreAnError() throws {
        let run = try run(
            ["Model.swift": "struct Model {\n    var name: String\n}\n"], ["Model.swift", "--output", "Out"])
        #expect(run.status == 1)
        #expect(
            run.errors
                == "appservices: error: Model.swift: no delegate class found: no class adopts UIApplicationDelegate, "
                + "UISceneDelegate, UIWindowSceneDelegate or a CarPlay scene delegate protocol, in its declaration or "
                + "an extension, in Model.swift\n")
    }

    @Test func anOutputPathThatIsAFileIsAnInputOutputError() throws {
        let run = try run(
            ["AppDelegate.swift": appDelegate, "Out": "a file"], ["AppDelegate.swift", "--output", "Out"])
        #expect(run.status == 2)
        #expect(run.errors == "appservices: error: Out: the output is not a folder; nothing written\n")
        #expect(run.output.isEmpty)
    }

    @Test func anOutputFolderThatCannotBeCreatedIsAnInputOutputError() throws {
        let run = try run(
            ["AppDelegate.swift": appDelegate, "Out": "a file"], ["AppDelegate.swift", "--output", "Out/Services"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("appservices: error: Out/Services: cannot create the output folder: "))
    }

    @Test func aMissingInputFileIsAnInputOutputError() throws {
        let run = try run(
            ["AppDelegate.swift": appDelegate], ["AppDelegate.swift", "Missing.swift", "--output", "Out"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("appservices: error: Missing.swift: cannot read the file: "))
    }

    @Test func aFIFOIsRefusedAtOnceInsteadOfWaitedOn() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            #expect(mkfifo(folder.appendingPathComponent("AppDelegate.swift").path, 0o600) == 0)
            let run = try Tool.run(["migrate", "AppDelegate.swift", "--output", "Out"], in: folder)
            #expect(run.status == 2)
            #expect(
                run.errors
                    == "appservices: error: AppDelegate.swift: cannot read the file: it is a FIFO (named pipe), "
                    + "not a regular file\n")
        }
    }

    @Test func aFileThatIsNotUTF8IsAnInputOutputError() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xFF, 0xFE]).write(
                to: folder.appendingPathComponent("AppDelegate.swift"))
            let run = try Tool.run(["migrate", "AppDelegate.swift", "--output", "Out"], in: folder)
            #expect(run.status == 2)
            #expect(run.errors == "appservices: error: AppDelegate.swift: cannot read the file: it is not UTF-8 text\n")
        }
    }
}
