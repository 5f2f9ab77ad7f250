import AppServices
import AppServicesEngines
import ArgumentParser

extension ReportCommand {
    /// Compares the report at `trace` with the base report at `baseFile`, prints the differences, and
    /// fails with exit status 1 when a gated measure grew by more than `maxRegression`.
    ///
    /// - Parameter baseFile: The base report's file.
    /// - Throws: ``InputOutputError`` when a report cannot be read, `ExitCode(1)` on a regression.
    func compare(with baseFile: String) throws {
        var baseCommand = self
        baseCommand.trace = baseFile
        let comparison = ReportComparison(
            base: (try baseCommand.readReport(), baseFile), new: (try readReport(), trace), limit: maxRegression)
        switch format {
        case .text: StandardStreams.print(comparison.textLines(top: top))
        case .json: try StandardStreams.printJSON(comparison)
        }
        if !comparison.regressions.isEmpty { throw ExitCode(1) }
    }
}
