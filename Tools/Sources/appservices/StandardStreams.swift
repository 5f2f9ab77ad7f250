@_spi(AppServicesTools) import AppServices
import AppServicesEngines
import Foundation

/// Writes the tool's output: results to standard output, errors to standard error.
enum StandardStreams {
    /// Prints `lines` to standard output, one per line.
    static func print(_ lines: [String]) {
        for line in lines { Swift.print(line) }
    }

    /// Prints a command's result as `--format` asks: `lines` for text, `value` as JSON.
    static func print(_ value: some Encodable, as format: OutputFormat, text lines: @autoclosure () -> [String]) throws
    {
        switch format {
        case .text: print(lines())
        case .json: try printJSON(value)
        }
    }

    /// Prints `value` to standard output as pretty JSON with sorted keys.
    static func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        Swift.print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// Writes `message` to standard error as `appservices: error: message`, on one line: control
    /// characters (from a file's contents) are shown escaped.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("appservices: error: \(message.escapingControlCharacters)\n".utf8))
    }
}
