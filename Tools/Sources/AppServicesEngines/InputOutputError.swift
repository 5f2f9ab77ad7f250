import ArgumentParser

/// A file the tool had to read or write could not be; the command exits with status 2.
struct InputOutputError: Error, CustomStringConvertible {
    /// The file, as given on the command line.
    var file: String
    /// What went wrong with it, such as `cannot read the file: ...`.
    var reason: String

    /// The status the tool exits with for such an error.
    static let exitCode = ExitCode(2)

    /// `file: reason`, the file shown as `(empty path)` when it is empty.
    var description: String { "\(file.isEmpty ? "(empty path)" : file): \(reason)" }
}
