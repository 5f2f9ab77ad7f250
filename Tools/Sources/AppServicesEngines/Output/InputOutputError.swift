/// A file the tool had to read or write could not be; the command exits with status 2.
package struct InputOutputError: Error, CustomStringConvertible {
    /// The file, as given on the command line.
    var file: String
    /// What went wrong with it, such as `cannot read the file: ...`.
    var reason: String

    package init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// `file: reason`, the file shown as `(empty path)` when it is empty.
    package var description: String { "\(file.isEmpty ? "(empty path)" : file): \(reason)" }
}
