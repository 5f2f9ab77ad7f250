import Foundation
import Testing

@Suite struct DoctorInputTests {
    static let folder = DoctorFixture.root.appendingPathComponent("bad-input")

    @Test(arguments: [
        (["--info-plist", "NotAPlist.plist"], "NotAPlist.plist: not a valid property list"),
        (["--info-plist", "ArrayRoot.plist"], "ArrayRoot.plist: not an Info.plist: its root is not a dictionary"),
        (["--info-plist", "Missing.plist"], "Missing.plist: cannot read the file: no such file or folder"),
        (["--sources", "NoSuchFolder"], "NoSuchFolder: no such source folder"),
        (["--sources", "Info.plist"], "Info.plist: not a folder"),
        (["--manifest", "Truncated.json"], "Truncated.json: not a valid JSON at line 2"),
        (["--project", "Missing.xcodeproj"], "Missing.xcodeproj: cannot read the file: no such file or folder"),
    ])
    func unreadableInputExitsTwoNamingTheFile(arguments: [String], message: String) throws {
        let defaults = ["--info-plist": "Info.plist", "--sources": "Sources"].filter { $0.key != arguments[0] }
        let run = try Tool.run(
            ["doctor"] + defaults.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] } + arguments, in: Self.folder
        )
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("appservices: error: \(message)"))
    }

    @Test func aSwiftFileThatDoesNotParseIsAWarningWithItsLine() throws {
        let sources = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: sources) }
        let broken = """
            import AppServices
            import UIKit

            final class Clock: SignificantTimeChangeService {
                func applicationSignificantTimeChange(_ application: UIApplication {
                    print("midnight")
                }
            }

            """
        try broken.write(to: sources.appendingPathComponent("Clock.swift"), atomically: true, encoding: .utf8)
        let run = try Tool.run(
            "doctor", "--info-plist", "Info.plist", "--sources", sources.path, in: Self.folder)
        #expect(run.status == 1, "the Info.plist's own error, found once the file was skipped")
        #expect(run.errors.isEmpty)
        #expect(
            run.lines.contains {
                $0.hasPrefix("\(sources.path)/Clock.swift:5: warning: not valid Swift: expected ')'; skipped")
            })
    }

    @Test func hiddenFoldersSuchAsBuildAreSkipped() throws {
        let sources = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-\(UUID().uuidString)")
        let hidden = sources.appendingPathComponent(".build/checkouts")
        try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: sources) }
        try "final class Clock {}\n".write(
            to: sources.appendingPathComponent("Clock.swift"), atomically: true, encoding: .utf8)
        try "func broken( {\n".write(
            to: hidden.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        let run = try Tool.run(
            "doctor", "--info-plist", "../clean/Info.plist", "--sources", sources.path, "--format", "json",
            in: Self.folder)
        #expect(run.status != 2)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("\"\(sources.path)/Clock.swift\""))
        #expect(!run.output.contains("Broken.swift"))
    }

    @Test func aKeyOfTheWrongTypeIsAProblemNotAnInputError() throws {
        let run = try Tool.run("doctor", "--info-plist", "Info.plist", "--sources", "Sources", in: Self.folder)
        #expect(run.status == 1)
        #expect(
            run.lines == [
                "Info.plist:5: UIBackgroundModes: error: UIBackgroundModes must be an array of strings; UIKit ignores it "
                    + "as it is"
            ])
    }

    @Test func sourcesAreRequired() throws {
        let run = try Tool.run("doctor", "--info-plist", "Info.plist", in: Self.folder)
        #expect(run.status == 64)
        #expect(run.errors.contains("--sources"))
    }

    @Test func helpShowsAnExampleAndTheExitStatuses() throws {
        let run = try Tool.run("doctor", "--help")
        #expect(run.status == 0)
        #expect(run.output.contains("$ appservices doctor --info-plist"))
        let words = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains(
                "Exits 0 without errors (warnings and notes are printed), 1 with errors, 2 when a file cannot be read")
        )
        #expect(run.output.contains("--format <format>"))
    }
}
