@_spi(AppServicesTools) import AppServices
package import AppServicesDeviceProbe
import Foundation

/// A device probe's report held against the replica's assumptions about UIKit (`UIKitAssumption.all`):
/// per assumption, confirmed, contradicted, not measured, or recorded where the replica models nothing.
package struct ProbeReportCheck {
    /// The most a report may weigh: a probe records a few hundred events per scenario.
    package static let maximumByteCount = 16 << 20

    package let report: ProbeReport
    /// One verdict per assumption, in the list's order.
    package let verdicts: [(assumption: UIKitAssumption, verdict: UIKitAssumptionVerdict)]
    /// Scenario names in the report that no scenario of the probe has, sorted.
    package let unknownScenarios: [String]

    /// Reads the report at `path` and judges every assumption on it.
    ///
    /// - Throws: ``InputOutputError`` when the file cannot be read or is not a probe report, naming the field.
    package init(file path: String) throws(InputOutputError) {
        let data = try InputFile.read(path, maximumByteCount: Self.maximumByteCount)
        do {
            self.init(report: try JSONDecoder().decode(ProbeReport.self, from: data))
        } catch let error as DecodingError {
            throw InputOutputError(file: path, reason: "not a probe report: \(LaunchReportFile.describe(error))")
        } catch {
            throw InputOutputError(file: path, reason: "not a probe report: \(error)")
        }
    }

    package init(report: ProbeReport) {
        self.report = report
        verdicts = UIKitAssumption.all.map { ($0, $0.verdict(on: report)) }
        let known = Set(ProbeScenario.allCases.map(\.rawValue))
        unknownScenarios = report.scenarios.keys.filter { !known.contains($0) }.sorted()
    }

    package var contradicted: [UIKitAssumption] {
        verdicts.filter { $0.verdict.outcome.label == "contradicted" }.map(\.assumption)
    }

    /// The report as text: what it comes from, one line per assumption, and a summary.
    package var lines: [String] {
        let device = report.device
        let kind = report.source.hasPrefix("replica") ? "replica" : device.isSimulator ? "simulator" : "device"
        var lines = [
            "\(device.model) (\(kind)), \(device.systemName) \(device.systemVersion), SDK \(device.sdk); "
                + "source: \(report.source)"
        ]
        let width = verdicts.map(\.verdict.outcome.label.count).max() ?? 0
        for (assumption, verdict) in verdicts {
            let label = verdict.outcome.label.padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append("\(label)  \(assumption.id) [\(assumption.scenario.rawValue)]: \(verdict.outcome.detail)")
            if verdict.outcome.label == "contradicted" { lines.append("  the replica assumes: \(assumption.claim)") }
        }
        for name in unknownScenarios { lines.append("note: scenario '\(name)' is not one the probe records; ignored") }
        lines.append(summary)
        return lines
    }

    /// `N assumptions: a confirmed, b contradicted (ids), c not measured, d recorded`.
    package var summary: String {
        let counts = ["confirmed", "contradicted", "not measured", "recorded"].compactMap { label in
            let count = verdicts.count(where: { $0.verdict.outcome.label == label })
            return count == 0 ? nil : "\(count) \(label)"
        }
        let named = contradicted.isEmpty ? "" : "; contradicted: " + contradicted.map(\.id).joined(separator: ", ")
        return "\(verdicts.count) assumptions: \(counts.joined(separator: ", "))\(named)"
    }
}
