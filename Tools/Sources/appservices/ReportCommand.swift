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
            frame grew by more than --max-regression.

            Examples:
              $ appservices report launch-report.json
              $ appservices report launch-report.json --svg launch.svg --width 1600
              $ appservices report --compare base.json launch-report.json --max-regression 10%
            """
    )

    @Argument(help: "A launch report in the library's JSON export.")
    var trace: String

    @Option(name: .customLong("svg"), help: ArgumentHelp("Write the SVG timeline to this file.", valueName: "out"))
    var svgOutput: String?

    @Option(help: "The SVG timeline's width in pixels.")
    var width = 1200

    @Option(help: "How many of the slowest tasks to list.")
    var top = 5

    @Option(help: "The output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Compare TRACE with this base report.", valueName: "base"))
    var compare: String?

    @Option(help: "With --compare: the growth that fails, in percent (10%) or milliseconds (5ms).")
    var maxRegression: RegressionLimit?

    func validate() throws {
        guard width >= 400 else { throw ValidationError("--width must be at least 400 pixels, not \(width)") }
        guard top >= 1 else { throw ValidationError("--top must be at least 1, not \(top)") }
    }

    func run() async throws {
        do {
            if let compare { return try self.compare(with: compare) }
            let report = try readReport()
            if let svgOutput {
                try write(report.svgTimeline(width: width), to: svgOutput)
                print("Wrote the timeline of \(report.tasks.count) tasks on \(report.laneCount) lanes to \(svgOutput)")
                return
            }
            let summary = ReportSummary(report, top: top)
            switch format {
            case .text: StandardStreams.print(summary.textLines)
            case .json: try StandardStreams.printJSON(summary)
            }
        } catch let error as InputOutputError {
            StandardStreams.printError(error.description)
            throw InputOutputError.exitCode
        }
    }

    func readReport() throws(InputOutputError) -> LaunchReport {
        let data = try InputFile.read(trace, maximumByteCount: LaunchReport.maximumByteCount)
        do {
            return try JSONDecoder().decode(LaunchReport.self, from: data)
        } catch let error as DecodingError {
            throw InputOutputError(file: trace, reason: "not a launch report: \(Self.describe(error))")
        } catch {
            throw InputOutputError(file: trace, reason: "not a launch report: \(error)")
        }
    }

    private func write(_ svg: String, to file: String) throws(InputOutputError) {
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            throw InputOutputError(file: file, reason: "cannot write the file: \(error.localizedDescription)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "missing '\(path(context.codingPath + [key]))'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = path(context.codingPath)
            return path.isEmpty ? "not valid JSON" : "invalid '\(path)': \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }
}
