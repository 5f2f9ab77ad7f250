@_spi(AppServicesTools) package import AppServices
import Foundation

/// Reads launch reports as the library exports them (`JSONEncoder` on a `LaunchReport`), with the guarded
/// reader and a size limit, and says which field is wrong when one is.
package enum LaunchReportFile {
    /// Reads the report at `path`.
    ///
    /// - Throws: ``InputOutputError`` when the file cannot be read, is not a launch report, or holds a value
    ///   out of range, naming the field (such as `tasks[0].lane`).
    package static func read(_ path: String) throws(InputOutputError) -> LaunchReport {
        let data = try InputFile.read(path, maximumByteCount: LaunchReport.maximumByteCount)
        do {
            return try JSONDecoder().decode(LaunchReport.self, from: data)
        } catch let error as DecodingError {
            throw InputOutputError(file: path, reason: "not a launch report: \(describe(error))")
        } catch {
            throw InputOutputError(file: path, reason: "not a launch report: \(error)")
        }
    }

    /// Names the field a decoding error is about, as the tool prints it (`missing 'tasks[0].lane'`).
    package static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "missing '\(path(context.codingPath + [key]))'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = path(context.codingPath)
            return path.isEmpty ? "not valid JSON" : "invalid '\(path)': \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }
}
