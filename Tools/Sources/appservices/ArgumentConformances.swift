import AppServicesEngines
import ArgumentParser

/// `--format text` or `--format json`.
extension OutputFormat: ExpressibleByArgument {}

/// `--estimate id=milliseconds`, parsed by the engines' `init?(argument:)`.
extension TaskEstimate: ExpressibleByArgument {}

/// `--max-regression 10%` or `5ms`, parsed by the engines' `init?(argument:)`.
extension RegressionLimit: ExpressibleByArgument {}

extension InputOutputError {
    /// The status the tool exits with for such an error.
    static let exitCode = ExitCode(2)
}
