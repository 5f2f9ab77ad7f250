import AppServices
import AppServicesDeviceProbe
import Foundation
import UIKit

/// The probe's report file, `Documents/AppServicesProbe-report.json`: each scenario's latest recording and
/// every timed launch, with the device, OS and SDK.
@MainActor
final class ProbeReportStore {
    /// Where the report is written (the Files app and Finder show the app's Documents folder).
    let url = URL.documentsDirectory.appending(path: "AppServicesProbe-report.json")
    /// The report as last written.
    private(set) var report: ProbeReport
    /// Why the last write failed, if it did.
    private(set) var lastError: String?

    init() {
        let saved = (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(ProbeReport.self, from: $0) }
        report = saved ?? ProbeReport(source: Self.source, device: Self.device())
    }

    /// Replaces the recording of `scenario`.
    func save(_ scenario: ProbeScenario, _ events: [ProbeEvent]) {
        report.scenarios[scenario.rawValue] = events
        write()
    }

    /// Adds a timed launch.
    ///
    /// - Parameters:
    ///   - callbacks: Milliseconds inside the two launch callbacks.
    ///   - sinceProcessStart: Milliseconds from the process's start to the end of `didFinishLaunching`.
    func recordLaunch(callbacks: Double, sinceProcessStart: Double) {
        let marker = URL.applicationSupportDirectory.appending(path: "AppServicesProbe-installed")
        let first = !FileManager.default.fileExists(atPath: marker.path(percentEncoded: false))
        try? FileManager.default.createDirectory(
            at: URL.applicationSupportDirectory, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: marker.path(percentEncoded: false), contents: Data())
        let disabled = Bundle.main.object(forInfoDictionaryKey: "AppServicesConformanceIndexDisabled") as? Bool == true
        report.launches.append(
            ProbeLaunchTiming(
                firstAfterInstall: first, indexDisabled: disabled, processStartToLaunchEnd: sinceProcessStart,
                launchCallbacks: callbacks))
        write()
    }

    private func write() {
        report.source = Self.source
        report.device = Self.device()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(report).write(to: url, options: .atomic)
            lastError = nil
        } catch {
            lastError = "\(error)"
        }
    }

    private static var source: String {
        #if targetEnvironment(simulator)
        "simulator"
        #else
        "device"
        #endif
    }

    /// The device, OS and SDK the probe runs on.
    static func device() -> ProbeDevice {
        var system = utsname()
        uname(&system)
        let machine = withUnsafeBytes(of: &system.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"]
        return ProbeDevice(
            model: simulated ?? machine, isSimulator: simulated != nil, systemName: UIDevice.current.systemName,
            systemVersion: UIDevice.current.systemVersion,
            sdk: Bundle.main.object(forInfoDictionaryKey: "DTSDKName") as? String ?? "unknown")
    }
}
