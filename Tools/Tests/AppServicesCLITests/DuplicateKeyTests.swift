import Foundation
import Testing

/// Issue 37 §1: a key an XML manifest gives twice, which Foundation reads silently (keeping the last), is named by
/// `lint` and `doctor` with its file, line and key path; the app's loader no longer searches for it on every launch.
@Suite struct DuplicateKeyTests {
    private static let manifest = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>version</key><integer>1</integer>
            <key>services</key>
            <array>
                <dict><key>id</key><string>analytics</string></dict>
            </array>
            <key>tasks</key>
            <array>
                <dict>
                    <key>id</key><string>sync</string>
                    <key>timeout</key><string>soon</string>
                    <key>timeout</key><real>2</real>
                </dict>
            </array>
        </dict>
        </plist>

        """

    private static func run(_ arguments: [String]) throws -> Tool.Run {
        try MigrationFixtureFiles.withTemporaryFolder { folder in
            try Data(manifest.utf8).write(to: folder.appendingPathComponent("Services.plist"))
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            try Data(#"let entry = ServiceEntry("analytics") { Analytics() }"#.utf8)
                .write(to: folder.appendingPathComponent("Sources/App.swift"))
            try Data(Self.infoPlist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
            return try Tool.run(arguments, in: folder)
        }
    }

    private static let infoPlist = #"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#

    private static let finding =
        "Services.plist:14: tasks[0].timeout: the key 'timeout' appears more than once in this dictionary "
        + "(first at line 13); Foundation keeps the last value"

    @Test func lintNamesTheFileLineAndKeyPathAndFails() throws {
        let run = try Self.run(["lint", "Services.plist"])
        #expect(run.status == 1)
        #expect(run.lines == [Self.finding])
    }

    @Test func doctorNamesThemToo() throws {
        let run = try Self.run([
            "doctor", "--info-plist", "Info.plist", "--sources", "Sources", "--manifest", "Services.plist",
        ])
        #expect(run.lines.contains { $0.hasPrefix("Services.plist:14: tasks[0].timeout: error: the key 'timeout'") })
    }
}
