/// Input `appservices migrate` cannot migrate; the command exits with status 1 and writes nothing.
package struct MigrationError: Error, CustomStringConvertible {
    /// The file, as given on the command line, or empty when the error concerns all of them.
    var file: String
    /// What is wrong, such as `expected '}' to end class (line 12)`.
    var reason: String

    /// `file: reason`.
    package var description: String { file.isEmpty ? reason : "\(file): \(reason)" }
}
