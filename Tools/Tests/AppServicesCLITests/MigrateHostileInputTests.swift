import Foundation
import Testing

/// Issue #49, items 7, 11, 12, 13 and 16: what `migrate` says of inputs given twice, a delegate extension it was not
/// given, a folder given again through a symbolic link, and an Info.plist it cannot copy is true and says what to do.
@Suite struct MigrateHostileInputTests {
    static let appDelegate = MigrateSourcesOptionTests.appDelegate

    /// A folder holding `AppDelegate.swift`, then `body` run in it.
    private static func withApp(_ body: (URL) throws -> Void) throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(appDelegate.utf8).write(to: folder.appendingPathComponent("AppDelegate.swift"))
            try body(folder)
        }
    }

    @Test func theSameFileGivenTwiceIsNamedAsGivenTwice() throws {
        try Self.withApp { folder in
            for second in ["AppDelegate.swift", "./AppDelegate.swift"] {
                let run = try Tool.run(
                    ["migrate", "AppDelegate.swift", second, "--dry-run", "--output", "Out"], in: folder)
                #expect(run.status == 64)
                #expect(run.errors.contains("\(second) is given twice (as AppDelegate.swift too): give each file once"))
            }
        }
    }

    @Test func theSameInfoPlistGivenTwiceIsNamedAsGivenTwice() throws {
        try Self.withApp { folder in
            try Data("<plist><dict/></plist>".utf8).write(to: folder.appendingPathComponent("Info.plist"))
            let run = try Tool.run(
                [
                    "migrate", "AppDelegate.swift", "--adopt-scenes", "--info-plist", "Info.plist", "--info-plist",
                    "Info.plist", "--dry-run", "--output", "Out",
                ], in: folder)
            #expect(run.status == 64)
            #expect(run.errors.contains("Info.plist is given twice (as Info.plist too): give each file once"))
        }
    }

    @Test func aBinaryInfoPlistIsCalledBinaryNotNonUTF8() throws {
        try Self.withApp { folder in
            let binary = try PropertyListSerialization.data(
                fromPropertyList: ["CFBundleName": "App"], format: .binary, options: 0)
            try binary.write(to: folder.appendingPathComponent("Info.plist"))
            let run = try Tool.run(
                [
                    "migrate", "AppDelegate.swift", "--adopt-scenes", "--info-plist", "Info.plist", "--dry-run",
                    "--output", "Out",
                ],
                in: folder)
            #expect(run.status == 1)
            #expect(
                run.errors
                    == "appservices: error: Info.plist: is a binary property list: convert it with "
                    + "`plutil -convert xml1`, then migrate again\n")
        }
    }

    @Test func aPreprocessedInfoPlistIsCalledPreprocessedAndTheBuiltOneAskedFor() throws {
        try Self.withApp { folder in
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                #include "Shared.h"
                #ifdef DEBUG
                    <key>Debug</key><true/>
                #endif
                </dict>
                </plist>

                """
            try Data(text.utf8).write(to: folder.appendingPathComponent("Info.plist"))
            let run = try Tool.run(
                [
                    "migrate", "AppDelegate.swift", "--adopt-scenes", "--info-plist", "Info.plist", "--dry-run",
                    "--output", "Out",
                ],
                in: folder)
            #expect(run.status == 1)
            #expect(!run.errors.contains("OpenStep"))
            #expect(
                run.errors
                    == "appservices: error: Info.plist: lines 4, 5, 7 start with `#`: Xcode runs this Info.plist "
                    + "through the C preprocessor (INFOPLIST_PREPROCESS = YES), so migrate cannot copy it with the "
                    + "scene manifest; give --info-plist the preprocessed Info.plist of a build and add the manifest "
                    + "to this file by hand\n")
        }
    }

    @Test func aSourcesFolderGivenAgainThroughASymbolicLinkListsEachCallOnce() throws {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Screens"), withIntermediateDirectories: true)
            try Data(Self.appDelegate.utf8).write(to: folder.appendingPathComponent("AppDelegate.swift"))
            try Data(MigrateSourcesOptionTests.settings.utf8).write(
                to: folder.appendingPathComponent("Screens/Settings.swift"))
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("Linked").path, withDestinationPath: "Screens")
            let run = try Tool.run(
                [
                    "migrate", "AppDelegate.swift", "--dry-run", "--output", "Out", "--sources", "Screens", "--sources",
                    "Linked",
                ],
                in: folder)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.lines.filter { $0.contains("Settings.swift:3: ") }.count == 1, "\(run.lines)")
        }
    }

    @Test func aDelegateExtensionFoundOnlyUnderSourcesIsNamedToBeGiven() throws {
        let callback = """
            import UIKit

            extension AppDelegate {
                func application(
                    _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
                ) {
                    print(deviceToken)
                }
            }

            """
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
            try Data(Self.appDelegate.utf8).write(to: folder.appendingPathComponent("App/AppDelegate.swift"))
            try Data(callback.utf8).write(to: folder.appendingPathComponent("App/AppDelegate+Push.swift"))
            let run = try Tool.run(
                ["migrate", "App/AppDelegate.swift", "--dry-run", "--output", "Out", "--sources", "App"], in: folder)
            #expect(run.status == 1)
            #expect(
                run.errors
                    == "appservices: error: App/AppDelegate+Push.swift: line 4: extends the delegate AppDelegate with "
                    + "`func application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`, a delegate callback, but "
                    + "is not an input: after the move it would reach no service; give it as an input too\n")
        }
    }
}
