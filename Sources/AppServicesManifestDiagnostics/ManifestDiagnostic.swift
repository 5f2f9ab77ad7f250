/// One problem of a service manifest as a compiler diagnostic, the line Xcode and SwiftPM show in the issue
/// navigator and at the file's line: `Services.json:12: error: services[2].config.apiKey: …`.
package struct ManifestDiagnostic: Equatable, CustomStringConvertible {
    /// How the build takes it.
    package enum Severity: String {
        /// The build fails: the app would log the problem and launch without the manifest's plan.
        case error
        /// The build goes on: the manifest reads, but not as it seems to say (a key given twice).
        case warning
    }

    /// The manifest's path.
    package var file: String
    /// The line, from 1, of the key path (or of the nearest enclosing one the file has); `nil` when the file has
    /// none to give (a binary property list, a file that is not JSON or a property list).
    package var line: Int?
    /// Error or warning.
    package var severity: Severity
    /// The key path inside the manifest, such as `services[2].config.apiKey`; empty for the whole file.
    package var keyPath: String
    /// What is wrong, naming the service or task concerned.
    package var message: String

    /// `file:line: severity: keyPath: message`, the form compilers print; without `:line` when there is none, and
    /// with control characters escaped so that a manifest's text cannot forge another diagnostic.
    package var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        let subject = keyPath.isEmpty ? "" : Self.escaping(keyPath) + ": "
        return "\(place): \(severity.rawValue): \(subject)\(Self.escaping(message))"
    }

    /// `text` with each control character written as `\u{…}`, so that it stays on one line.
    private static func escaping(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }.joined()
    }
}
