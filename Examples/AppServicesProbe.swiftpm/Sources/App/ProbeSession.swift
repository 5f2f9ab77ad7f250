import AppServices
import AppServicesDeviceProbe
import Foundation
import UIKit

/// What the probe is doing: which scenario it records, which one the next launch records, and saving each
/// scenario into the report as it is recorded.
@MainActor
final class ProbeSession {
    /// The probe's session.
    static let shared = ProbeSession()
    /// The type of the probe's quick action.
    static let quickActionType = "org.appservices.probe-quick-action"
    /// Where the armed scenario waits for the next launch: a file, not `UserDefaults`, which is one of Apple's
    /// required-reason APIs that the link check keeps out of the probe as out of the library.
    private static let armedFile = URL.applicationSupportDirectory.appending(path: "AppServicesProbe-next-launch")

    /// The report on disk.
    let store = ProbeReportStore()
    /// Called when what the probe shows changed.
    var onChange: (() -> Void)?
    private var saveScheduled = false
    private var stopScheduled = false

    /// The scenario the next cold launch records; a launch with none armed records ``ProbeScenario/coldLaunch``.
    var armed: ProbeScenario? {
        (try? String(contentsOf: Self.armedFile, encoding: .utf8)).flatMap(ProbeScenario.init(rawValue:))
    }

    /// The scenario being recorded.
    var recording: ProbeScenario? { ProbeRecorder.shared.currentScenario }

    /// Makes the next cold launch record `scenario`.
    func arm(_ scenario: ProbeScenario) {
        try? FileManager.default.createDirectory(
            at: URL.applicationSupportDirectory, withIntermediateDirectories: true)
        try? Data(scenario.rawValue.utf8).write(to: Self.armedFile, options: .atomic)
        onChange?()
    }

    /// Starts recording the launch under way, before UIKit asks the app delegate anything.
    func beginLaunch() {
        let scenario = armed ?? .coldLaunch
        try? FileManager.default.removeItem(at: Self.armedFile)
        ProbeRecorder.shared.onRecord = { [weak self] scenario, events in self?.recorded(scenario, events) }
        ProbeRecorder.shared.observe(.default)
        ProbeRecorder.shared.start(scenario)
    }

    /// Records the launch's timings once `didFinishLaunching` returned.
    func launchFinished(callbacks: Duration) {
        let components = callbacks.components
        store.recordLaunch(
            callbacks: Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15,
            sinceProcessStart: ProbeLaunchClock.millisecondsSinceProcessStart() ?? -1)
    }

    /// Starts recording a scenario of the running app.
    func start(_ scenario: ProbeScenario) {
        ProbeRecorder.shared.start(scenario)
        onChange?()
    }

    /// Stops recording and saves what was recorded.
    func stop() {
        if let recorded = ProbeRecorder.shared.stop() { store.save(recorded.scenario, recorded.events) }
        onChange?()
    }

    private func recorded(_ scenario: ProbeScenario, _ events: [ProbeEvent]) {
        if !saveScheduled {
            saveScheduled = true
            Task { @MainActor [self] in
                try? await Task.sleep(for: .milliseconds(300))
                saveScheduled = false
                if let recording = ProbeRecorder.shared.currentRecording {
                    store.save(recording.scenario, recording.events)
                }
                onChange?()
            }
        }
        // A cold launch's scenario ends shortly after the first scene is active, so later use of the app
        // (another URL opened, say) is not counted as part of the launch.
        let isColdLaunch = scenario.rawValue.hasPrefix("coldLaunch")
        if isColdLaunch, !stopScheduled, events.last?.matches(.sceneDelegate, "sceneDidBecomeActive:") == true {
            stopScheduled = true
            Task { @MainActor [self] in
                try? await Task.sleep(for: .seconds(2))
                stopScheduled = false
                if ProbeRecorder.shared.currentScenario == scenario { stop() }
            }
        }
    }
}
