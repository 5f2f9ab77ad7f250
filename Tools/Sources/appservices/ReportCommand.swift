import AppServices
import AppServicesEngines
import ArgumentParser
import Foundation

/// `appservices report`: reads a launch report and draws its timeline or summarizes it.
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Summarize a launch report, or draw it as an SVG timeline.",
        discussion: """
            TRACE is the JSON the library exports (`JSONEncoder` on a `LaunchReport`). Without --svg, \
            prints the slowest tasks, the critical path and the idle time of each lane. Exits 2 when \
            TRACE cannot be read, is not a launch report or holds a value out of range (naming the field, \
            such as tasks[0].lane), or when OUT cannot be written.

            With --compare BASE, prints how TRACE differs from BASE (overall, per phase, per task, and \
            both critical paths) and exits 1 when the wall time or the main-thread time before the first \
            frame grew by more than --max-regression. On a noisy machine, record several launches a side: \
            repeat --compare for each base report and give several TRACEs; each measure is then the median \
            of its side's reports, the gate holds median against median, and the spread of each side \
            (slowest report minus fastest) is printed.

            Examples:
              $ appservices report launch-report.json
              $ appservices report launch-report.json --svg launch.svg --width 1600
              $ appservices report --compare base.json launch-report.json --max-regression 10%
              $ appservices report new-1.json new-2.json new-3.json --compare base-1.json --compare base-2.json \
            --compare base-3.json --max-regression 5%
            """
    )

    @Argument(
        help: ArgumentHelp(
            "A launch report in the library's JSON export; with --compare, one or more.", valueName: "trace"))
    var traces: [String]

    @Option(name: .customLong("svg"), help: ArgumentHelp("Write the SVG timeline to this file.", valueName: "out"))
    var svgOutput: String?

    /// The SVG timeline's width without `--width`.
    static let defaultWidth = 1200

    @Option(help: "The SVG timeline's width in pixels (default: \(Self.defaultWidth)).")
    var width: Int?

    @Option(help: "How many of the slowest tasks to list.")
    var top = 5

    @Option(help: "The output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Compare TRACE with this base report; repeat for several.", valueName: "base"))
    var compare: [String] = []

    @Option(help: "With --compare: the growth that fails, in percent (10%) or milliseconds (5ms).")
    var maxRegression: RegressionLimit?

    func validate() throws {
        if let width, width < 400 { throw ValidationError("--width must be at least 400 pixels, not \(width)") }
        guard top >= 1 else { throw ValidationError("--top must be at least 1, not \(top)") }
        guard !traces.isEmpty else { throw ValidationError("give a launch report to read") }
        if !compare.isEmpty, let timeline = svgOutput != nil ? "--svg" : width != nil ? "--width" : nil {
            throw ValidationError("\(timeline) draws one report's timeline; it cannot be used with --compare")
        }
        guard compare.isEmpty, traces.count > 1 else { return }
        throw ValidationError("give one launch report, or several with --compare, not \(traces.count)")
    }

    func run() async throws {
        try InputOutputError.exitingOnFailure {
            if !compare.isEmpty { return try self.compare(with: compare) }
            let report = try LaunchReportFile.read(traces[0])
            if let svgOutput {
                try OutputFile.write(
                    report.svgTimeline(width: width ?? Self.defaultWidth), to: svgOutput, inputs: traces)
                print("Wrote the timeline of \(report.tasks.count) tasks on \(report.laneCount) lanes to \(svgOutput)")
                return
            }
            let summary = ReportSummary(report, top: top)
            try StandardStreams.print(summary, as: format, text: summary.textLines)
        }
    }
}
