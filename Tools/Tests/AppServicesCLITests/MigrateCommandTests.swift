import Foundation
import Testing

/// `appservices migrate` run as a user runs it: its output on the fixtures is the checked-in, compiled
/// migration, byte for byte; it is idempotent; it writes nothing on a dry run or on an error.
@Suite struct MigrateCommandTests {
    @Test func migratingTheFixturesWritesExactlyTheCheckedInMigration() throws {
        var written: [String] = []
        for files in MigrationFixtureFiles.apps {
            try MigrationFixtureFiles.withTemporaryFolder { output in
                let run = try Tool.run(
                    ["migrate"] + files + ["--output", output.path], in: MigrationFixtureFiles.originals)
                #expect(run.status == 0, "\(run.errors)")
                for name in try MigrationFixtureFiles.names(in: output) {
                    written.append(name)
                    let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
                    let checkedIn = try? String(
                        contentsOf: MigrationFixtureFiles.migrated.appendingPathComponent(name), encoding: .utf8)
                    #expect(text == checkedIn, "\(name) differs from Tools/Tests/MigrationFixtures/Migrated/\(name)")
                }
            }
        }
        #expect(written.sorted() == (try MigrationFixtureFiles.names(in: MigrationFixtureFiles.migrated)))
    }

    @Test func thePlanNamesEachMethodItsServiceAndCapabilityAndEveryKeptOrChangedLine() throws {
        let run = try Tool.run(
            ["migrate"] + MigrationFixtureFiles.shopFiles + ["--output", "unused", "--dry-run"],
            in: MigrationFixtureFiles.originals)
        #expect(run.status == 0)
        #expect(
            run.lines.contains(
                "ShopAppDelegate.swift:30: func application(_:didFinishLaunchingWithOptions:) -> ShopAppLaunchService "
                    + "(DidFinishLaunchingService)"))
        #expect(
            run.lines.contains(
                "ShopAppDelegate+Notifications.swift:11: func userNotificationCenter(_:willPresent:withCompletionHandler:) "
                    + "-> ShopAppNotificationCenterService (NotificationPresentationService)"))
        #expect(
            run.lines.contains(
                "ShopAppDelegate.swift:25: var catalog is used by ApplicationLifecycle and BackgroundWork: they share one "
                    + "service, ShopAppApplicationLifecycleAndBackgroundWorkService"))
        #expect(
            run.lines.contains("ShopAppDelegate.swift:13: var window: removed, ServicesAppDelegate declares `window`"))
        #expect(
            run.lines.contains {
                $0.hasPrefix("ShopAppDelegate.swift:42: ") && $0.contains("removed `UNUserNotificationCenter")
            })
        #expect(run.lines.contains("ShopAppDelegate+Notifications.swift: nothing is left in this file: delete it"))
        #expect(run.lines.last?.hasPrefix("dry run: would write 7 files to unused: ShopAppDelegate.swift, ") == true)
    }

    @Test func aDryRunWritesNothing() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            let output = folder.appendingPathComponent("Migrated")
            let run = try Tool.run(
                ["migrate"] + MigrationFixtureFiles.shopFiles + ["--output", output.path, "--dry-run"],
                in: MigrationFixtureFiles.originals)
            #expect(run.status == 0)
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test func migratingTheMigrationChangesNothing() throws {
        try MigrationFixtureFiles.withTemporaryFolder { output in
            let run = try Tool.run(
                ["migrate"]
                    + MigrationFixtureFiles.names(in: MigrationFixtureFiles.migrated).filter { $0.hasSuffix(".swift") }
                    + [
                        "--output", output.path,
                    ],
                in: MigrationFixtureFiles.migrated)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.lines.last == "nothing to migrate; no file written")
            #expect(!run.lines.contains { $0.contains(" -> ") })
            #expect(try MigrationFixtureFiles.names(in: output).isEmpty)
        }
    }

    @Test func jsonFormatPrintsThePlan() throws {
        let run = try Tool.run(
            ["migrate", "ShopSceneDelegate.swift", "--output", "out", "--dry-run", "--format", "json"],
            in: MigrationFixtureFiles.originals)
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let plan = try #require(json["plan"] as? [String: Any])
        let moves = try #require(plan["moves"] as? [[String: Any]])
        #expect(moves.compactMap { $0["service"] as? String } == Array(repeating: "ShopSceneScenesService", count: 3))
        let files = try #require(plan["files"] as? [[String: Any]])
        #expect(
            files.compactMap { $0["name"] as? String } == ["ShopSceneDelegate.swift", "ShopSceneScenesService.swift"])
        #expect(json["dryRun"] as? Bool == true)
    }
}
