@_spi(AppServicesTools) import AppServices

/// One problem `lint` reports: where it is (file and key path), what it is, and the identifiers involved.
package struct LintProblem: Encodable, CustomStringConvertible {
    /// The manifest, as given on the command line.
    var file: String
    /// The key path inside the manifest, such as `tasks[2].dependencies[0]`; empty for the whole file.
    var keyPath: String
    /// The kind of problem, such as `cycle` or `missingDependency`.
    var code: String
    /// The identifiers involved, the one at fault first.
    var identifiers: [String]
    /// What is wrong and how to fix it, naming the identifiers.
    var message: String
    /// The line in an XML manifest, from 1, for a problem the tool finds in the text (a key given twice); `nil` for
    /// the loader's problems, which have a key path alone.
    var line: Int? = nil

    /// The problem as one line, `file: keypath: message` (`file:line: keypath: message` with a line), with control
    /// characters escaped so that a value read from a manifest cannot forge another line.
    package var description: String {
        let message = message.escapingControlCharacters
        let file = line.map { "\(self.file):\($0)" } ?? self.file
        return keyPath.isEmpty ? "\(file): \(message)" : "\(file): \(keyPath.escapingControlCharacters): \(message)"
    }
}
