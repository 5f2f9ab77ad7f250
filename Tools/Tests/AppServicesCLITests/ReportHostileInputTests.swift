import AppServices
import Foundation
import Testing

/// Issue #49, items 6, 9 and 15: what `report` prints of a hostile report cannot drive the terminal or forge a line,
/// `--compare` refuses the options it cannot honour, and a number beyond 64 bits names its field.
@Suite struct ReportHostileInputTests {
    /// A clear-screen sequence, a title-setting one, a newline forging a CI line and a right-to-left override.
    static let hostile = "net\u{1B}[2J\u{1B}]0;pwned\u{7}\nall checks passed\u{202E}txt.exe"

    /// The hand-made report with one task and the critical path renamed to `hostile`, written as `name`.
    private static func writeHostile(to folder: URL, as name: String) throws {
        let data = try JSONEncoder().encode(LaunchReportFixtures.handMade)
        let text = try #require(String(data: data, encoding: .utf8))
        let escaped = #"net\u001B[2J\u001B]0;pwned\u0007\nall checks passed\u202Etxt.exe"#
        try Data(text.replacingOccurrences(of: #""network""#, with: "\"\(escaped)\"").utf8)
            .write(to: folder.appendingPathComponent(name))
    }

    @Test func compareEscapesTaskIdentifiersInTextAsReportAloneDoes() throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try LaunchReportFixtures.write(LaunchReportFixtures.handMade, to: folder, as: "base.json")
        try Self.writeHostile(to: folder, as: "new.json")
        for arguments in [["report", "new.json"], ["report", "--compare", "base.json", "new.json"]] {
            let run = try Tool.run(arguments, in: folder)
            #expect(run.status == 0)
            #expect(run.output.contains(#"net\u{1B}[2J\u{1B}]0;pwned\u{7}\u{A}all checks passed\u{202E}txt.exe"#))
            #expect(!run.lines.contains { $0.hasPrefix("all checks passed") })
            #expect(!run.output.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x202E })
        }
    }

    @Test(arguments: [["--svg", "out.svg"], ["--width", "1600"]])
    func compareRefusesTheTimelineOptions(options: [String]) throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try LaunchReportFixtures.write(LaunchReportFixtures.handMade, to: folder, as: "base.json")
        _ = try LaunchReportFixtures.write(LaunchReportFixtures.handMade, to: folder, as: "new.json")
        let run = try Tool.run(["report", "--compare", "base.json", "new.json"] + options, in: folder)
        #expect(run.status == 64)
        #expect(run.errors.contains("\(options[0]) draws one report's timeline; it cannot be used with --compare"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
    }

    @Test(arguments: ["10000000000000000000", "1e19", "1e308", "-1e19"])
    func aTimeBeyondSixtyFourBitsNamesItsField(literal: String) throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try JSONEncoder().encode(LaunchReportFixtures.handMade)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["wallTimeNanoseconds"] = 1
        let text = try #require(String(data: try JSONSerialization.data(withJSONObject: object), encoding: .utf8))
        let hostile = text.replacingOccurrences(
            of: #""wallTimeNanoseconds":1"#, with: #""wallTimeNanoseconds":\#(literal)"#)
        #expect(hostile != text)
        try Data(hostile.utf8).write(to: folder.appendingPathComponent("bad.json"))
        let run = try Tool.run("report", "bad.json", in: folder)
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix(
                "appservices: error: bad.json: not a launch report: invalid 'wallTimeNanoseconds': expected nanoseconds "
                    + "in 0...86400000000000 (a day), found "))
    }

    @Test func aLaneBeyondSixtyFourBitsNamesItsField() throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try #require(String(data: try JSONEncoder().encode(LaunchReportFixtures.handMade), encoding: .utf8))
        let hostile = text.replacingOccurrences(of: #""lane":0"#, with: #""lane":1e19"#)
        #expect(hostile != text)
        try Data(hostile.utf8).write(to: folder.appendingPathComponent("bad.json"))
        let run = try Tool.run("report", "bad.json", in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains(".lane': expected a lane in 0...1023, found "))
    }
}
