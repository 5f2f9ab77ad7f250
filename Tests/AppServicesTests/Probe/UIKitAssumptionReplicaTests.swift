import AppServices
import AppServicesDeviceProbe
import Foundation
import Testing
import UIKitHeadless

/// The replica run through each of the device probe's scenarios, recorded by the probe's own delegates and
/// recorder (the files beside this one are links to the probe app's), and held against ``UIKitAssumption/all``:
/// the replica does what every assumption it models says, so the list and the replica cannot drift.
@MainActor
@Suite(.serialized) struct UIKitAssumptionReplicaTests {
    static let url = URL(string: "appservices-probe://probe/coldLaunchURL")!

    /// The report the replica gives, every scenario run from a fresh system.
    static func replicaReport() throws -> ProbeReport {
        var report = ProbeReport(
            source: "replica",
            device: ProbeDevice(
                model: "UIKitHeadless", isSimulator: true, systemName: "Linux", systemVersion: "", sdk: "iOS26"))
        for scenario in ProbeScenario.allCases {
            if let events = try run(scenario) { report.scenarios[scenario.rawValue] = events }
        }
        return report
    }

    /// Runs `scenario` on a fresh replica; `nil` for a scenario the replica cannot run.
    static func run(_ scenario: ProbeScenario) throws -> [ProbeEvent]? {
        let center = NotificationCenter()
        ProbeRecorder.shared.observe(center)
        let options = HeadlessSystem.Options(sceneDelegateFactory: { _ in ProbeRecordingSceneDelegate() })
        var cold = HeadlessSceneConnection()
        var launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        switch scenario {
        case .coldLaunch, .foregroundCycle, .externalDisplay, .carPlay: break
        case .coldLaunchURL:
            cold.urls = [url]
            launchOptions = [.url: url]
        case .coldLaunchQuickAction:
            cold.shortcutItem = UIApplicationShortcutItem(
                type: "org.appservices.probe-quick-action", localizedTitle: "Q")
        case .coldLaunchNotification:
            cold.notificationResponse = UNNotificationResponse(
                notification: UNNotification(
                    request: UNNotificationRequest(identifier: "probe", content: UNNotificationContent(), trigger: nil))
            )
        case .coldLaunchUniversalLink:
            let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
            activity.webpageURL = URL(string: "https://probe.example/coldLaunchUniversalLink")
            cold.userActivities = [activity]
        }
        let isCold = ![.foregroundCycle, .externalDisplay, .carPlay].contains(scenario)
        if isCold { ProbeRecorder.shared.start(scenario) }
        let system = HeadlessSystem(delegate: ProbeRecordingAppDelegate(), options: options, notificationCenter: center)
        try system.launch(options: launchOptions)
        let phone = try system.connectScene(cold)
        try system.activateScene(phone)
        if !isCold { ProbeRecorder.shared.start(scenario) }
        switch scenario {
        case .foregroundCycle:
            for _ in 0..<2 {
                try system.deactivateScene(phone)
                try system.backgroundScene(phone)
                try system.foregroundScene(phone)
                try system.activateScene(phone)
            }
        case .externalDisplay:
            var display = HeadlessSceneConnection()
            display.role = .windowExternalDisplayNonInteractive
            try system.connectScene(display)
            try system.deactivateScene(phone)
            try system.backgroundScene(phone)
        case .carPlay:
            var car = HeadlessSceneConnection()
            car.role = UISceneSession.Role(rawValue: "CPTemplateApplicationSceneSessionRoleApplication")
            let carPlay = try system.connectScene(car)
            try system.activateScene(carPlay)
            try system.deactivateScene(phone)
            try system.backgroundScene(phone)
            try system.deactivateScene(carPlay)
            try system.activateScene(carPlay)
        default: break
        }
        return ProbeRecorder.shared.stop()?.events
    }

    @Test(arguments: UIKitAssumption.all.filter { if case .modeled = $0.replica { true } else { false } }.map(\.id))
    func theReplicaDoesWhatEachAssumptionItModelsSays(_ id: String) throws {
        let report = try Self.replicaReport()
        let assumption = try #require(UIKitAssumption.all.first { $0.id == id })
        let outcome = assumption.verdict(on: report).outcome
        #expect(outcome.label == "confirmed", "\(id): \(outcome.label), \(outcome.detail)")
    }

    /// The report the repository ships for `appservices probe`'s tests (`Reports/replica.json`).
    static let committedReport = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Examples/AppServicesProbe.swiftpm/Reports/replica.json").standardized

    /// The committed replica report records what the replica does now; with `APPSERVICES_WRITE_REPLICA_REPORT=1` the
    /// test writes it instead (then put one event on a line, as the committed file has them).
    @Test func theCommittedReplicaReportIsWhatTheReplicaDoes() throws {
        var report = try Self.replicaReport()
        report.source =
            "replica: not a device. Written from what UIKitHeadless did in each scenario, as the probe's recorder saw "
            + "it in the library's tests (UIKitAssumptionReplicaTests); the launch timings are absent, as the "
            + "replica has none"
        report.device = ProbeDevice(
            model: "UIKitHeadless", isSimulator: false, systemName: "UIKitHeadless", systemVersion: "replica",
            sdk: "none")
        if ProcessInfo.processInfo.environment["APPSERVICES_WRITE_REPLICA_REPORT"] == "1" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(report).write(to: Self.committedReport)
        }
        let committed = try JSONDecoder().decode(ProbeReport.self, from: Data(contentsOf: Self.committedReport))
        let current = committed == report
        #expect(
            current, "Reports/replica.json is not what the replica does: run with APPSERVICES_WRITE_REPLICA_REPORT=1")
    }

    @Test func anAssumptionTheReplicaDoesNotModelIsNeverJudgedOnIt() throws {
        let report = try Self.replicaReport()
        for assumption in UIKitAssumption.all {
            guard case .notModeled = assumption.replica else { continue }
            let label = assumption.verdict(on: report).outcome.label
            #expect(["recorded", "not measured"].contains(label), "\(assumption.id): \(label)")
        }
    }

    @Test func theAssumptionsHaveUniqueIdsAndEveryScenarioMeasuresOne() {
        let ids = UIKitAssumption.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(UIKitAssumption.all.map(\.scenario)) == Set(ProbeScenario.allCases))
    }

    @Test func aReplicaThatPostedWillConnectBeforeTheCallbackWouldContradictTheFirstAssumption() throws {
        var report = try Self.replicaReport()
        var events = try #require(report.scenarios["coldLaunch"])
        let notification = try #require(events.firstIndex { $0.name == "UISceneWillConnectNotification" })
        let call = try #require(events.firstIndex { $0.name == "scene:willConnectToSession:options:" })
        events.swapAt(notification, call)
        report.scenarios["coldLaunch"] = events
        let assumption = try #require(
            UIKitAssumption.all.first { $0.id == "scene.willConnectNotificationAfterCallback" })
        #expect(assumption.verdict(on: report).outcome.label == "contradicted")
    }
}
