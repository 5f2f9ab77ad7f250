import Foundation
import Testing

/// `appservices migrate --sources <folder>`: the app's other files are read, not changed, and each call in them of a
/// member that moves to a service is named with its file and line.
@Suite struct MigrateSourcesOptionTests {
    static let appDelegate = """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            func applicationDidBecomeActive(_ application: UIApplication) {
                refreshBadge()
            }

            func refreshBadge() {}
        }

        """

    static let settings = """
        final class SettingsScreen {
            func save() {
                (UIApplication.shared.delegate as? AppDelegate)?.refreshBadge()
            }
        }

        """

    /// Writes the delegate and a screen into a new folder and runs `migrate` there with `arguments`.
    static func run(_ arguments: String...) throws -> Tool.Run {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Screens"), withIntermediateDirectories: true)
            try Data(appDelegate.utf8).write(to: folder.appendingPathComponent("AppDelegate.swift"))
            try Data(settings.utf8).write(to: folder.appendingPathComponent("Screens/Settings.swift"))
            return try Tool.run(
                ["migrate", "AppDelegate.swift", "--dry-run", "--output", "Out"] + arguments, in: folder)
        }
    }

    @Test func aCallOfAMovedMemberInAnotherFileIsNamedAndTheInputIsNotReadTwice() throws {
        let run = try Self.run("--sources", ".")
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.lines.contains {
                $0.hasPrefix(
                    "./Screens/Settings.swift:3: `(UIApplication.shared.delegate as? AppDelegate)?.refreshBadge`")
                    && $0.contains("AppApplicationLifecycleService")
            }, "\(run.lines)")
        #expect(!run.lines.contains { $0.hasPrefix("./AppDelegate.swift") })
        #expect(!run.lines.contains { $0.contains("--sources <folder>") })
    }

    @Test func aMissingSourcesFolderIsAnInputOutputError() throws {
        let run = try Self.run("--sources", "Missing")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("appservices: error: Missing: no such source folder"))
    }
}
