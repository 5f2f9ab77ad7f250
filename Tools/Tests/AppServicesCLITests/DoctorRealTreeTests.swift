import Foundation
import Testing

/// `doctor` on whole source trees of real apps (`Tools/RealAppCorpus.md`, N8, N9 and N13): a `.swift` file that is
/// not compiled does not lose the run, a task identifier computed at run time is not reported as never
/// registered, and an Info.plist run through the C preprocessor is read without its directive lines.
@Suite struct DoctorRealTreeTests {
    static let appDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }

        """

    /// Writes `files` (path: text) into a new folder and runs `doctor --info-plist Info.plist --sources Sources`
    /// there, with `arguments`.
    static func run(_ files: [String: String], _ arguments: String...) throws -> Tool.Run {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            for (path, text) in files {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            return try Tool.run(
                ["doctor", "--info-plist", "Info.plist", "--sources", "Sources"] + arguments, in: folder)
        }
    }

    @Test func swiftFilesThatDoNotParseAreEachAWarningAndTheRunGoesOn() throws {
        let run = try Self.run([
            "Info.plist": "<plist><dict/></plist>",
            "Sources/AppDelegate.swift": Self.appDelegate,
            "Sources/Secrets.swift": "\u{0}GITCRYPT\u{0}\u{1}binary",
            "Sources/Templates/Fragment.swift": "// sourcery:inline:Fragment\n    case one(\n",
            "Sources/Legacy.swift": "@available (iOS 12, *)\nfunc legacy() {}\n",
        ])
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.isEmpty)
        let warnings = run.lines.filter { $0.contains(": warning: not valid Swift") }
        #expect(
            warnings.map { String($0.prefix { $0 != " " }) } == [
                "Sources/Secrets.swift:1:", "Sources/Templates/Fragment.swift:2:",
            ], "\(run.lines)")
        #expect(warnings.allSatisfy { $0.contains("skipped") })
        #expect(run.lines.contains { $0.hasPrefix("Sources/AppDelegate.swift:4: error: ") })
    }

    @Test func aRegistrationWhoseIdentifierIsComputedAtRunTimeMakesTheUnregisteredWarningANote() throws {
        let tasks = """
            import BackgroundTasks

            enum TaskKind: String { case exposure = "exposure-notification" }

            final class TaskScheduler {
                func register() {
                    let identifier = (Bundle.main.bundleIdentifier ?? "") + "." + TaskKind.exposure.rawValue
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { _ in }
                }
            }

            """
        let run = try Self.run([
            "Info.plist": """
            <plist><dict>
            <key>BGTaskSchedulerPermittedIdentifiers</key>
            <array><string>$(PRODUCT_BUNDLE_IDENTIFIER).exposure-notification</string></array>
            <key>UIApplicationSceneManifest</key><dict/>
            </dict></plist>
            """,
            "Sources/TaskScheduler.swift": tasks,
        ])
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.output.contains("its tasks never run"), "\(run.lines)")
        let note = run.lines.first { $0.contains("BGTaskSchedulerPermittedIdentifiers[0]: note: ") }
        #expect(note?.contains("Sources/TaskScheduler.swift:8") == true, "\(run.lines)")
        #expect(note?.contains("cannot check") == true)
    }

    @Test func anInfoPlistRunThroughThePreprocessorIsReadWithoutItsDirectivesAndSaysSo() throws {
        let run = try Self.run([
            "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            #ifndef DISABLE_BACKGROUND_FETCH
            \t<key>UIBackgroundModes</key>
            \t<array><string>fetch</string></array>
            #endif
            </dict>
            </plist>

            """,
            "Sources/AppDelegate.swift": Self.appDelegate,
        ])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.status == 1)
        #expect(
            run.lines.contains {
                $0.hasPrefix("Info.plist:4: note: ") && $0.contains("INFOPLIST_PREPROCESS") && $0.contains("4, 7")
            }, "\(run.lines)")
        #expect(run.lines.contains { $0.hasPrefix("Info.plist:6: UIBackgroundModes[0]: warning: ") })
    }

    @Test func aPreprocessedInfoPlistThatStillDoesNotParseNamesThePreprocessor() throws {
        let run = try Self.run([
            "Info.plist": "<plist>\n#include \"Keys.h\"\n<dict>\n<key>A</key>\n</plist>\n",
            "Sources/AppDelegate.swift": Self.appDelegate,
        ])
        #expect(run.status == 2)
        #expect(run.errors.contains("not a valid property list"))
        #expect(run.errors.contains("INFOPLIST_PREPROCESS"), "\(run.errors)")
    }
}
