@_spi(Probe) import AppServices
import Foundation
import UIKit
import UserNotifications

/// The probe's one screen: what it records, what to do next, and each assumption's verdict on the report so far.
final class ProbeViewController: UIViewController {
    private let text = UITextView()

    /// What to do for each scenario, in the probe's own words (the README has the commands in full).
    static let instructions: [ProbeScenario: String] = [
        .coldLaunch: "Stop the app (swipe it away), then open it from the home screen.",
        .coldLaunchURL:
            "Stop the app, then run: xcrun simctl openurl booted appservices-probe://probe/coldLaunchURL",
        .coldLaunchQuickAction: "Stop the app, then touch and hold its icon and choose Probe quick action.",
        .coldLaunchNotification:
            "Allow notifications first. Stop the app, run: xcrun simctl push booted org.appservices.probe "
            + "push.apns, and tap the notification.",
        .coldLaunchUniversalLink:
            "Needs an app with an associated domain (see the README). Stop the app, then open the link from Notes.",
        .foregroundCycle:
            "Go to the home screen and come back, twice, then choose Stop recording.",
        .externalDisplay:
            "Simulator: I/O > External Displays > 1920×1080. Then go to the home screen, come back, choose Stop.",
        .carPlay: "Needs the CarPlay entitlement and a CarPlay scene (see the README); not recorded otherwise.",
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "AppServices probe"
        text.isEditable = false
        text.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        view = text
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Scenarios", menu: menu())
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.share() })
        ProbeSession.shared.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    private func menu() -> UIMenu {
        let session = ProbeSession.shared
        let cold = ProbeScenario.allCases.filter { $0.rawValue.hasPrefix("coldLaunch") }.map { scenario in
            UIAction(title: "Next launch: \(scenario.rawValue)") { _ in session.arm(scenario) }
        }
        let running = [ProbeScenario.foregroundCycle, .externalDisplay, .carPlay].map { scenario in
            UIAction(title: "Record now: \(scenario.rawValue)") { _ in session.start(scenario) }
        }
        let other = [
            UIAction(title: "Stop recording") { _ in session.stop() },
            UIAction(title: "Allow notifications") { _ in
                UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
            },
        ]
        return UIMenu(children: [
            UIMenu(title: "Cold launches", options: .displayInline, children: cold),
            UIMenu(title: "While running", options: .displayInline, children: running),
            UIMenu(title: "", options: .displayInline, children: other),
        ])
    }

    private func refresh() {
        let session = ProbeSession.shared
        let report = session.store.report
        var lines = [
            "\(report.device.model), \(report.device.systemName) \(report.device.systemVersion), SDK \(report.device.sdk)",
            "Recording: \(session.recording?.rawValue ?? "nothing")",
            "Next launch records: \(session.armed?.rawValue ?? "coldLaunch")",
            "Report: \(session.store.url.path(percentEncoded: false))",
        ]
        if let error = session.store.lastError { lines.append("Could not write the report: \(error)") }
        if let next = session.recording ?? session.armed, let instruction = Self.instructions[next] {
            lines += ["", instruction]
        }
        lines += ["", "Recorded: " + report.scenarios.keys.sorted().joined(separator: ", "), ""]
        for assumption in UIKitAssumption.all {
            let outcome = assumption.verdict(on: report).outcome
            lines.append("\(outcome.label): \(assumption.id)\n    \(outcome.detail)")
        }
        text.text = lines.joined(separator: "\n")
    }

    private func share() {
        let controller = UIActivityViewController(
            activityItems: [ProbeSession.shared.store.url], applicationActivities: nil)
        controller.popoverPresentationController?.barButtonItem = navigationItem.leftBarButtonItem
        present(controller, animated: true)
    }
}
