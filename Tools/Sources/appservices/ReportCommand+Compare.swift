import AppServices
import AppServicesEngines
import ArgumentParser

extension ReportCommand {
    /// Compares the medians of the reports at `traces` with those of the base reports at `baseFiles`, prints
    /// the differences, and fails with exit status 1 when a gated measure grew by more than `maxRegression`.
    ///
    /// - Throws: ``InputOutputError`` when a report cannot be read, `ExitCode(1)` on a regression.
    func compare(with baseFiles: [String]) throws {
        let base = try baseFiles.map { file throws(InputOutputError) in (try LaunchReportFile.read(file), file) }
        let new = try traces.map { file throws(InputOutputError) in (try LaunchReportFile.read(file), file) }
        let comparison = ReportComparison(base: LaunchSamples(base), new: LaunchSamples(new), limit: maxRegression)
        try StandardStreams.print(comparison, as: format, text: comparison.textLines(top: top))
        try ExitCode.failing(if: !comparison.regressions.isEmpty)
    }
}
