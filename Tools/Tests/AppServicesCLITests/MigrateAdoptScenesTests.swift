import Foundation
import Testing

/// `appservices migrate --adopt-scenes` run as a user runs it: the Info.plist given is copied, never changed.
@Suite struct MigrateAdoptScenesTests {
    private var infoPlist: URL { MigrationFixtureFiles.originals.appendingPathComponent("NewsApp-Info.plist") }

    @Test func theInfoPlistIsCopiedWithTheManifestAndTheInputIsUnchanged() throws {
        let before = try Data(contentsOf: infoPlist)
        try MigrationFixtureFiles.withTemporaryFolder { output in
            let run = try Tool.run(
                ["migrate"] + MigrationFixtureFiles.newsArguments + ["--output", output.path],
                in: MigrationFixtureFiles.originals)
            #expect(run.status == 0, "\(run.errors)")
            let copy = try String(contentsOf: output.appendingPathComponent("NewsApp-Info.plist"), encoding: .utf8)
            #expect(copy.contains("<string>$(PRODUCT_MODULE_NAME).NewsAppSceneDelegate</string>"))
            #expect(
                run.lines.contains {
                    $0.hasPrefix("NewsAppDelegate.swift:27: `UIWindow(frame: UIScreen.main.bounds)` in ")
                        && $0.hasSuffix("the app's window, adopted by NewsAppSceneDelegate at the scene's connection")
                })
        }
        #expect(try Data(contentsOf: infoPlist) == before)
    }

    @Test func anOutputFolderHoldingTheInfoPlistIsRefused() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try FileManager.default.copyItem(at: infoPlist, to: folder.appendingPathComponent("NewsApp-Info.plist"))
            let delegate = MigrationFixtureFiles.originals.appendingPathComponent("NewsAppDelegate.swift").path
            let before = try MigrationFixtureFiles.names(in: folder)
            let run = try Tool.run(
                ["migrate", delegate, "--adopt-scenes", "--info-plist", "NewsApp-Info.plist", "--output", "."],
                in: folder)
            #expect(run.status == 2)
            #expect(run.errors.contains("holds the input NewsApp-Info.plist"))
            #expect(try MigrationFixtureFiles.names(in: folder) == before)
        }
    }

    @Test func anInfoPlistWithoutAdoptScenesIsAnError() throws {
        let run = try Tool.run(
            ["migrate", "NewsAppDelegate.swift", "--info-plist", "NewsApp-Info.plist", "--output", "out"],
            in: MigrationFixtureFiles.originals)
        #expect(run.status != 0)
        #expect(run.errors.contains("--info-plist is read only with --adopt-scenes"))
    }
}
