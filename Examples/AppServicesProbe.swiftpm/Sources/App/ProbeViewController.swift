import AppServices
import AppServicesDeviceProbe
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
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Scenarios", style: .plain, target: self, action: #selector(showScenarios))
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .action, target: self, action: #selector(share))
        ProbeSession.shared.onChange = { [weak self] in self?.refresh() }
        refresh()
    }

    /// The scenarios, as a sheet of buttons: the cold launches to arm, the scenarios of the running app, stop,
    /// and the notification permission the notification scenario needs.
    @objc private func showScenarios() {
        let session = ProbeSession.shared
        let sheet = UIAlertController(title: "Scenarios", message: nil, preferredStyle: .actionSheet)
        for scenario in ProbeScenario.allCases where scenario.rawValue.hasPrefix("coldLaunch") {
            sheet.addAction(
                UIAlertAction(title: "Next launch: \(scenario.rawValue)", style: .default) { _ in
                    session.arm(scenario)
                })
        }
        for scenario in [ProbeScenario.foregroundCycle, .externalDisplay, .carPlay] {
            sheet.addAction(
                UIAlertAction(title: "Record now: \(scenario.rawValue)", style: .default) { _ in
                    session.start(scenario)
                })
        }
        sheet.addAction(UIAlertAction(title: "Stop recording", style: .default) { _ in session.stop() })
        sheet.addAction(
            UIAlertAction(title: "Allow notifications", style: .default) { _ in
                UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
            })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(sheet, animated: true)
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

    @objc private func share() {
        let controller = UIActivityViewController(
            activityItems: [ProbeSession.shared.store.url], applicationActivities: nil)
        controller.popoverPresentationController?.barButtonItem = navigationItem.leftBarButtonItem
        present(controller, animated: true)
    }
}
