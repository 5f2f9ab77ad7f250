import Foundation
import Testing

/// `doctor` agrees with `migrate` (#46): run on what `migrate` wrote for each migration fixture, it gives no false
/// finding.
@Suite struct DoctorOnMigratedOutputTests {
    /// An Info.plist for an app whose fixture has none.
    private static let plainInfoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>
        """

    /// Migrates one fixture app with `arguments`, then runs doctor on the output, with the Info.plist copy
    /// `migrate` wrote, else one without keys.
    private static func doctorOnMigrated(_ arguments: [String]) throws -> (Tool.Run, DoctorFixture.Result) {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            let output = folder.appendingPathComponent("Migrated")
            let migrate = try Tool.run(
                ["migrate"] + arguments + ["--output", output.path], in: MigrationFixtureFiles.originals)
            #expect(migrate.status == 0, "\(migrate.errors)")
            let copy = try MigrationFixtureFiles.names(in: output).first { $0.hasSuffix(".plist") }
            let infoPlist =
                copy.map { output.appendingPathComponent($0) } ?? folder.appendingPathComponent("Info.plist")
            if copy == nil { try plainInfoPlist.write(to: infoPlist, atomically: true, encoding: .utf8) }
            let doctor = try Tool.run(
                ["doctor", "--info-plist", infoPlist.path, "--sources", output.path, "--format", "json"], in: folder)
            return (migrate, try JSONDecoder().decode(DoctorFixture.Result.self, from: Data(doctor.output.utf8)))
        }
    }

    /// `doctor` warns of the windows `migrate` names as never showing, and of no others.
    ///
    /// The app's own window, which the generated service assigns to its `window`, the app delegate's through the
    /// service context, for the main scene: `doctor` warned that it never shows, advising `mainScene`, nil during
    /// launch. The windows it still warns of are those `migrate` names as never showing (the ledger's privacy cover).
    @Test(arguments: MigrationFixtureFiles.apps)
    func doctorWarnsOfTheWindowsMigrateNamesAndNoOthers(arguments: [String]) throws {
        let (migrate, result) = try Self.doctorOnMigrated(arguments)
        let named = migrate.lines.filter { $0.contains("a window made without a scene never shows") }
        let warned = result.findings.filter { $0.code == "windowWithoutScene" }
        #expect(warned.count == named.count, "\(result.summary)")
    }

    /// A window the app's tests make, or the fallback of a window for a scene, in `--sources`: `doctor` does not
    /// warn of them, and `migrate` no longer lists them as windows that never show.
    @Test func migrateLeavesOutTheWindowsOfTestsAndSceneFallbacksAsDoctorDoes() throws {
        let fixtures = DoctorFixture.root
        let run = try Tool.run(
            [
                "migrate", "LedgerAppDelegate.swift", "--adopt-scenes", "--dry-run", "--output", "Migrated",
                "--sources", fixtures.appendingPathComponent("windows-in-tests/Sources/AppTests").path,
                "--sources", fixtures.appendingPathComponent("windows-already-handled/Sources").path,
            ],
            in: MigrationFixtureFiles.originals)
        #expect(run.status == 0, "\(run.errors)")
        let listed = run.lines.filter { $0.contains("a window made without a scene, outside") }
        #expect(listed.contains { $0.contains("PasscodeLock.swift:8:") })
        #expect(!listed.contains { $0.contains("AppTests/") || $0.contains("SignInScreen.swift") }, "\(listed)")
    }

    /// An app that configures OneSignal and has no token method of its own: the `ServicesAppDelegate` `migrate`
    /// writes loses OneSignal's APNs token, as `doctor` then finds; `migrate` says so in its plan, in the same words.
    @Test func migrateSaysWhatDoctorFindsOfOneSignalBesideTheServicesAppDelegateItWrites() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            let app = DoctorFixture.root.appendingPathComponent("sdk-onesignal-plain-delegate")
            let output = folder.appendingPathComponent("Migrated")
            let migrate = try Tool.run(["migrate", "Sources/AppDelegate.swift", "--output", output.path], in: app)
            #expect(migrate.status == 0, "\(migrate.errors)")
            let said = migrate.lines.filter { $0.contains("OneSignal never receives the APNs token") }
            #expect(said.count == 1, "\(migrate.lines)")
            let doctor = try Tool.run(
                ["doctor", "--info-plist", "Info.plist", "--sources", output.path, "--format", "json"], in: app)
            let result = try JSONDecoder().decode(DoctorFixture.Result.self, from: Data(doctor.output.utf8))
            let found = result.findings.filter { $0.code == "oneSignalTokenCallbackNotAdvertised" }
            #expect(found.count == 1, "\(result.summary)")
            #expect(said.first?.hasSuffix(found.first?.message ?? "?") == true, "\(said)")
            #expect(said.first?.hasPrefix("Sources/AppDelegate.swift:10: ") == true, "\(said)")
        }
    }
}
