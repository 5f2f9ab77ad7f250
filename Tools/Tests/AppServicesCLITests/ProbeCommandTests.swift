import Foundation
import Testing

/// `appservices probe` on the report the repository ships, written from the replica's behaviour and labelled so,
/// and on copies of it that contradict an assumption or are not reports.
@Suite struct ProbeCommandTests {
    /// The report written from the replica (`Examples/AppServicesProbe.swiftpm/Reports/replica.json`).
    static let replicaReport = Tool.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/AppServicesProbe.swiftpm/Reports/replica.json")

    /// Runs the command on the replica's report after `edit` changed its JSON object.
    static func run(editing edit: (inout [String: Any]) throws -> Void, _ options: String...) throws -> Tool.Run {
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: replicaReport)) as? [String: Any])
        try edit(&object)
        return try MigrationFixtureFiles.withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("report.json")
            try JSONSerialization.data(withJSONObject: object).write(to: file)
            return try Tool.run(["probe", "report.json"] + options, in: folder)
        }
    }

    /// The events of `scenario` in a report's JSON object.
    static func events(_ object: [String: Any], _ scenario: String) throws -> [[String: Any]] {
        let scenarios = try #require(object["scenarios"] as? [String: Any])
        return try #require(scenarios[scenario] as? [[String: Any]])
    }

    /// Replaces the events of `scenario`.
    static func setEvents(_ object: inout [String: Any], _ scenario: String, _ events: [[String: Any]]) {
        var scenarios = object["scenarios"] as? [String: Any] ?? [:]
        scenarios[scenario] = events
        object["scenarios"] = scenarios
    }

    @Test func theReplicasOwnReportContradictsNothingAndSaysItIsTheReplicas() throws {
        let run = try Tool.run(["probe", Self.replicaReport.path])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.lines.first?.contains("source: replica: not a device") == true)
        #expect(
            run.lines.contains {
                $0.hasPrefix("confirmed") && $0.contains("scene.willConnectNotificationAfterCallback")
            })
        #expect(run.lines.contains { $0.hasPrefix("recorded") && $0.contains("carPlay.applicationNotifications") })
        #expect(run.lines.last?.contains("contradicted") == false)
    }

    @Test func aReportWhereWillConnectIsPostedBeforeTheCallbackFailsNamingTheAssumption() throws {
        let run = try Self.run { object in
            var events = try Self.events(object, "coldLaunch")
            let call = try #require(
                events.firstIndex { $0["name"] as? String == "scene:willConnectToSession:options:" })
            let posted = try #require(events.firstIndex { $0["name"] as? String == "UISceneWillConnectNotification" })
            events.swapAt(call, posted)
            Self.setEvents(&object, "coldLaunch", events)
        }
        #expect(run.status == 1)
        #expect(
            run.lines.contains {
                $0.hasPrefix("contradicted") && $0.contains("scene.willConnectNotificationAfterCallback")
            })
        #expect(run.errors.contains("contradicted: scene.willConnectNotificationAfterCallback"))
    }

    @Test func aScenePhoneAppLaunchingInTheBackgroundContradictsTheInactiveLaunch() throws {
        let run = try Self.run(
            editing: { object in
                let events = try Self.events(object, "coldLaunch").map { event in
                    var event = event
                    event["applicationState"] = "background"
                    return event
                }
                Self.setEvents(&object, "coldLaunch", events)
            }, "--format", "json")
        #expect(run.status == 1)
        let verdicts = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: String]])
        let inactive = try #require(verdicts.first { $0["id"] == "launch.inactiveWithScenes" })
        #expect(inactive["outcome"] == "contradicted")
        #expect(inactive["detail"]?.contains("background") == true)
    }

    @Test func aReportWithoutAScenarioLeavesItsAssumptionsNotMeasured() throws {
        let run = try Self.run { object in
            var scenarios = try #require(object["scenarios"] as? [String: Any])
            scenarios["coldLaunchUniversalLink"] = nil
            object["scenarios"] = scenarios
        }
        #expect(run.status == 0)
        #expect(
            run.lines.contains { $0.hasPrefix("not measured") && $0.contains("connection.coldLaunchUniversalLink ") })
    }

    @Test func aFileThatIsNotAReportIsNamedWithTheMissingField() throws {
        let run = try Self.run { object in object["device"] = nil }
        #expect(run.status == 2)
        #expect(run.errors.contains("report.json: not a probe report: missing 'device'"))
    }

    @Test func theReadmesProbeColumnStaysEmptyWhileNoDeviceReportIsCommitted() throws {
        let reports = Self.replicaReport.deletingLastPathComponent()
        let committed = try FileManager.default.contentsOfDirectory(atPath: reports.path).filter {
            $0.hasSuffix(".json")
        }
        try #require(committed == ["replica.json"], "a device's report is committed: fill the column from it")
        let root = reports.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## What is verified where").last)
        // The section's first table only: the tables after it have columns of their own.
        let rows = section.split(separator: "\n").drop { !$0.hasPrefix("| ") }.prefix { $0.hasPrefix("|") }
            .filter { $0.hasPrefix("| ") }
        let header = try #require(rows.first)
        #expect(header.hasSuffix("| probe report (device or simulator) |"))
        for row in rows.dropFirst() {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false)
            let last = cells.dropLast().last?.trimmingCharacters(in: .whitespaces)
            #expect(last == "", "filled without a device's report: \(row.prefix(60))")
        }
    }
}
