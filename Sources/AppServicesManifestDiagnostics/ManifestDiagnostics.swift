@_spi(AppServicesTools) import AppServices
import AppServicesPropertyListLines
import Foundation

/// The diagnostics of one service manifest, as the build-tool plugin reports them: the problems the library's
/// loader finds (what the app would log at launch), each at the line of its key path, and the keys an XML
/// property list gives twice in one dictionary (which Foundation reads silently, keeping the last) as warnings.
package enum ManifestDiagnostics {
    /// Reads the manifest at `path` and lists its diagnostics; none when it reads cleanly.
    package static func of(manifestAt path: String) -> [ManifestDiagnostic] {
        let data: Data
        do {
            data = try InputFile.contents(of: path, maximumByteCount: ManifestLimits.maximumByteCount)
        } catch {
            return [
                ManifestDiagnostic(file: path, severity: .error, keyPath: "", message: "cannot read the file: \(error)")
            ]
        }
        let bytes = Array(data)
        let isXML = BoundedPropertyList.isXML(data)
        let lines =
            isXML || bytes.starts(with: Array("bplist".utf8))
            ? PropertyListLines(bytes) : PropertyListLines(json: bytes)
        var problems: [ManifestProblem] = []
        do {
            let format = ManifestFormat(pathExtension: URL(fileURLWithPath: path).pathExtension)
            _ = try ServiceManifest.decode(data, format: format, file: path)
        } catch {
            problems = error.problems
        }
        let errors = problems.map { problem in
            ManifestDiagnostic(
                file: path, line: problem.keyPath.isEmpty ? nil : lines.line(of: problem.keyPath), severity: .error,
                keyPath: problem.keyPath, message: message(of: problem))
        }
        // Beyond the limits the text was not read as a property list, so its keys are not searched either.
        guard isXML, !problems.contains(where: { $0.code == .limitExceeded }) else { return errors }
        return errors
            + lines.duplicateKeys.map { duplicate in
                ManifestDiagnostic(
                    file: path, line: duplicate.line, severity: .warning, keyPath: duplicate.keyPath,
                    message: duplicate.message())
            }
    }

    /// The problem's detail, after the service or task it concerns: `service 'analytics': expected a string …`.
    private static func message(of problem: ManifestProblem) -> String {
        let kind = problem.keyPath.hasPrefix("tasks") ? "task" : "service"
        return problem.identifier.map { "\(kind) '\($0)': \(problem.detail)" } ?? problem.detail
    }
}
