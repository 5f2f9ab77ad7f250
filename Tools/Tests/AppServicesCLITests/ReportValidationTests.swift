import AppServices
import Foundation
import Testing

/// Issues 12.3 and 12.9 end to end: `report` validates every decoded field, exiting 2 with the field's
/// path, and task identifiers with control characters reach neither the SVG nor the terminal raw.
@Suite struct ReportValidationTests {
    /// The hand-made report's JSON with `change` applied to its dictionary.
    private static func writeReport(_ change: (inout [String: Any]) -> Void) throws -> (URL, String) {
        let folder = try LaunchReportFixtures.temporaryFolder()
        let data = try JSONEncoder().encode(LaunchReportFixtures.handMade)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        change(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: folder.appendingPathComponent("bad.json"))
        return (folder, "bad.json")
    }

    private static func setTask(_ key: String, _ value: Any) -> (inout [String: Any]) -> Void {
        { report in
            var tasks = report["tasks"] as? [[String: Any]] ?? []
            tasks[0][key] = value
            report["tasks"] = tasks
        }
    }

    @Test(arguments: [
        ("lane", "9223372036854775807", "tasks[0].lane': expected a lane in 0...1023, found 9223372036854775807"),
        ("lane", "-2", "tasks[0].lane': expected a lane in 0...1023, found -2"),
        ("lane", "1e8", "tasks[0].lane': expected a lane in 0...1023, found 100000000"),
        (
            "startNanoseconds", "-9223372036854775808",
            "tasks[0].startNanoseconds': expected nanoseconds in 0...86400000000000 (a day), found -9223372036854775808"
        ),
        (
            "endNanoseconds", "9223372036854775807",
            "tasks[0].endNanoseconds': expected nanoseconds in 0...86400000000000 (a day), found 9223372036854775807"
        ),
        (
            "endNanoseconds", "-1",
            "tasks[0].endNanoseconds': expected nanoseconds in 0...86400000000000 (a day), found -1"
        ),
    ])
    func aTaskFieldOutOfRangeExitsTwoNamingIt(key: String, literal: String, message: String) throws {
        let value = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)
        let (folder, file) = try Self.writeReport(Self.setTask(key, value))
        defer { try? FileManager.default.removeItem(at: folder) }
        for options in [[], ["--svg", "out.svg"]] {
            let run = try Tool.run(["report", file] + options, in: folder)
            #expect(run.status == 2)
            #expect(run.errors == "appservices: error: bad.json: not a launch report: invalid '\(message)\n")
        }
    }

    @Test func anEndBeforeItsStartExitsTwo() throws {
        let (folder, file) = try Self.writeReport(Self.setTask("startNanoseconds", 31_000_000))
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tool.run("report", file, in: folder)
        #expect(run.status == 2)
        #expect(
            run.errors
                == "appservices: error: bad.json: not a launch report: invalid 'tasks[0].endNanoseconds': the end "
                + "(30000000 ns) is before the start (31000000 ns)\n")
    }

    @Test(arguments: ["wallTimeNanoseconds", "budgetNanoseconds", "totalWorkNanoseconds"])
    func aReportTimeOutOfRangeExitsTwoNamingIt(key: String) throws {
        let (folder, file) = try Self.writeReport { $0[key] = 9e18 }
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tool.run("report", file, in: folder)
        #expect(run.status == 2)
        #expect(
            run.errors
                == "appservices: error: bad.json: not a launch report: invalid '\(key)': expected nanoseconds in "
                + "0...86400000000000 (a day), found 9000000000000000000\n")
    }

    @Test func aPhaseOutOfRangeExitsTwoNamingIt() throws {
        let (folder, file) = try Self.writeReport { report in
            var phases = report["phases"] as? [[String: Any]] ?? []
            phases[1]["endNanoseconds"] = -1
            report["phases"] = phases
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tool.run("report", file, in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("invalid 'phases[1].endNanoseconds': expected nanoseconds in 0...86400000000000"))
    }

    @Test func controlCharactersInTaskIdentifiersReachNeitherTheSVGNorTheTerminal() throws {
        let hostile = "net\u{0}work\u{1}\u{1B}[2J\u{FFFE}"
        let (folder, file) = try Self.writeReport { report in
            Self.setTask("id", hostile)(&report)
            report["criticalPath"] = [hostile]
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try Tool.run("report", file, in: folder)
        #expect(text.status == 0)
        #expect(!text.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.output.contains(#"net\u{0}work\u{1}\u{1B}[2J\u{FFFE}"#))

        let svg = try Tool.run("report", file, "--svg", "out.svg", in: folder)
        #expect(svg.status == 0)
        let document = try String(contentsOf: folder.appendingPathComponent("out.svg"), encoding: .utf8)
        let forbiddenInXML = document.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar)) || scalar.value == 0xFFFE
                || scalar.value == 0xFFFF
        }
        #expect(forbiddenInXML.isEmpty)
        #expect(document.contains(#"net\u{0}work\u{1}\u{1B}[2J\u{FFFE}"#))
    }
}
