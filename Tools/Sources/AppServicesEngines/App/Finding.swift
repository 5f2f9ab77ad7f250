@_spi(AppServicesTools) import AppServices

/// One thing found wrong with an app's setup, by `doctor` or while reading the app's files: where (a source line,
/// or a key of Info.plist or a manifest), how bad, and what to do.
package struct Finding: Encodable, CustomStringConvertible {
    package enum Severity: String, Encodable {
        /// The app misbehaves: a callback never arrives, UIKit or the catalog refuses something. Makes the tool exit 1.
        case error
        /// Likely a mistake, but code doctor cannot see may make it right; does not change the exit status.
        case warning
        /// Something doctor could not check, or did to read an input; does not change the exit status.
        case note
    }

    package var severity: Severity
    /// The kind of finding, such as `missingBackgroundMode`.
    var code: String
    /// The file, as given on the command line or found below a `--sources` folder.
    var file: String
    /// The line in a Swift file or an XML Info.plist, from 1; `nil` for a finding in a binary property list or a
    /// manifest.
    var line: Int?
    /// The key path in Info.plist or in a manifest, such as `UIBackgroundModes[1]`; empty for a Swift file.
    var keyPath: String
    var type: String?
    /// The keys, identifiers, capabilities or modes involved, the one at fault first.
    var identifiers: [String]
    var message: String

    /// The finding as one line, `file:line: severity: message`, `file:line: key path: severity: message` or
    /// `file: key path: severity: message`, with control characters escaped so that a value read from a file
    /// cannot forge another line.
    package var description: String {
        let file = line.map { "\(self.file):\($0)" } ?? self.file
        let place = keyPath.isEmpty ? file : "\(file): \(keyPath)"
        return "\(place): \(severity.rawValue): \(message)".escapingControlCharacters
    }
}

extension Finding {
    /// A finding at a line of a Swift file.
    init(
        _ severity: Severity, _ code: String, at location: SourceLine, type: String?, identifiers: [String],
        _ message: String
    ) {
        self.init(
            severity: severity, code: code, file: location.file, line: location.line, keyPath: "", type: type,
            identifiers: identifiers, message: message)
    }

    /// A finding at a key of a property list or a manifest.
    init(
        _ severity: Severity, _ code: String, in file: String, at keyPath: String, type: String? = nil,
        identifiers: [String], _ message: String
    ) {
        self.init(
            severity: severity, code: code, file: file, line: nil, keyPath: keyPath, type: type,
            identifiers: identifiers, message: message)
    }
}
