import AppServices
import AppServicesDeviceProbe
import AppServicesEngines
import ArgumentParser

/// `appservices probe`: holds a device probe's report against the replica's assumptions about UIKit.
struct ProbeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: "Hold a device probe's report against the replica's assumptions about UIKit.",
        discussion: """
            Reads the JSON report the probe app (Examples/AppServicesProbe.swiftpm) writes on a simulator or \
            a device, and says for each assumption the replica (UIKitHeadless) makes about UIKit whether the \
            report confirms it, contradicts it, or does not measure it; for what the replica does not model \
            (CarPlay, the launch timings), what UIKit did. Exits 0 when no assumption is contradicted, 1 when \
            one is (each named), 2 when the file cannot be read or is not a probe report.

            Example:
              $ appservices probe AppServicesProbe-report.json
            """
    )

    /// One assumption's verdict, as `--format json` prints it.
    struct Verdict: Encodable {
        var id: String
        /// What the replica assumes.
        var claim: String
        /// The scenario that measures it.
        var scenario: String
        /// `confirmed`, `contradicted`, `not measured` or `recorded`.
        var outcome: String
        /// The evidence or the reason.
        var detail: String
    }

    @Argument(help: "The probe's report (AppServicesProbe-report.json).")
    var report: String

    @Option(help: "The output format: text or json.")
    var format: OutputFormat = .text

    func run() async throws {
        let check = try InputOutputError.exitingOnFailure { try ProbeReportCheck(file: report) }
        let verdicts = check.verdicts.map {
            Verdict(
                id: $0.assumption.id, claim: $0.assumption.claim, scenario: $0.assumption.scenario.rawValue,
                outcome: $0.verdict.outcome.label, detail: $0.verdict.outcome.detail)
        }
        try StandardStreams.print(verdicts, as: format, text: check.lines)
        if !check.contradicted.isEmpty {
            StandardStreams.printError(
                "\(report): contradicted: " + check.contradicted.map(\.id).joined(separator: ", "))
        }
        try ExitCode.failing(if: !check.contradicted.isEmpty)
    }
}
