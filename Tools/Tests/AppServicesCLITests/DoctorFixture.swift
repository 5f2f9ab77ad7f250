import Foundation

/// Runs `appservices doctor` on one of the app fixtures under `Fixtures/Doctor`, and reads its JSON output.
enum DoctorFixture {
    /// The folder of the app fixtures.
    static let root = Tool.fixtures.appendingPathComponent("Doctor")

    /// Runs `doctor --info-plist Info.plist --sources Sources` and `arguments` in the app's folder.
    ///
    /// - Parameters:
    ///   - app: The fixture's folder name, such as `clean`.
    ///   - arguments: More arguments, such as `--manifest Services.json`.
    /// - Returns: What the run printed and its status.
    /// - Throws: The error starting the tool.
    static func run(_ app: String, _ arguments: String...) throws -> Tool.Run {
        try Tool.run(
            ["doctor", "--info-plist", "Info.plist", "--sources", "Sources"] + arguments,
            in: root.appendingPathComponent(app))
    }

    /// Runs the app with `--format json` and decodes the result.
    ///
    /// - Parameters:
    ///   - app: The fixture's folder name.
    ///   - arguments: More arguments.
    /// - Returns: The status and the decoded result.
    /// - Throws: The error starting the tool or decoding its output.
    static func result(_ app: String, _ arguments: String...) throws -> (status: Int32, result: Result) {
        let run = try Tool.run(
            ["doctor", "--info-plist", "Info.plist", "--sources", "Sources", "--format", "json"] + arguments,
            in: root.appendingPathComponent(app))
        return (run.status, try JSONDecoder().decode(Result.self, from: Data(run.output.utf8)))
    }

    /// `doctor --format json`'s output.
    struct Result: Decodable {
        var infoPlist: String
        var swiftFiles: [String]
        var manifests: [String]
        var serviceTypes: [String]
        var errorCount: Int
        var warningCount: Int
        var findings: [Finding]

        /// Each finding as `place severity code`, where the place is `file:line` or `file key-path`.
        var summary: [String] { findings.map(\.summary) }
    }

    /// One finding of the JSON output.
    struct Finding: Decodable {
        var severity: String
        var code: String
        var file: String
        var line: Int?
        var keyPath: String
        var type: String?
        var identifiers: [String]
        var message: String

        /// `file:line severity code`, `file:line key-path severity code` or `file key-path severity code`.
        var summary: String {
            let file = line.map { "\(self.file):\($0)" } ?? self.file
            let place = keyPath.isEmpty ? file : "\(file) \(keyPath)"
            return "\(place) \(severity) \(code)"
        }
    }
}
