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

    /// What `read` reads, for every command alike: when an input cannot be read or an output written (an
    /// ``InputOutputError``), the error printed and the tool exits with ``exitCode``; other errors are rethrown.
    static func exitingOnFailure<Value>(_ read: () throws -> Value) throws -> Value {
        do {
            return try read()
        } catch let error as InputOutputError {
            StandardStreams.printError(error.description)
            throw exitCode
        }
    }
}

extension ExitCode {
    /// The status a command exits with when what it checked has problems: 1.
    static func failing(if hasProblems: Bool) throws {
        if hasProblems { throw ExitCode(1) }
    }
}
