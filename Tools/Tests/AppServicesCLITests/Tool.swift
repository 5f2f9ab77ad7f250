import Foundation
import Testing

/// Runs the built `appservices` binary the way a user or a CI script does.
enum Tool {
    /// What one run printed and how it exited.
    struct Run {
        /// The exit status.
        var status: Int32
        /// Everything written to standard output.
        var output: String
        /// Everything written to standard error.
        var errors: String

        /// Standard output split into lines, without the final empty one.
        var lines: [String] {
            output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// The folder of the fixture manifests; runs start there, so output names fixtures by their file name.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Runs `appservices` with `arguments` in `directory`.
    ///
    /// - Parameters:
    ///   - arguments: The command line after the tool's name.
    ///   - directory: The working directory.
    /// - Returns: What the run printed and its status.
    /// - Throws: ``ToolNotFound`` without a built binary, or the error starting the process.
    static func run(_ arguments: String..., in directory: URL = fixtures) throws -> Run {
        try run(arguments, in: directory)
    }

    /// Runs `appservices` with `arguments` in `directory`.
    ///
    /// - Parameters:
    ///   - arguments: The command line after the tool's name.
    ///   - directory: The working directory.
    ///   - environment: Variables added to this process's environment, such as `APPSERVICES_FAIL_WRITE`.
    ///   - executable: What to run instead of the tool, such as `setpriv` running it as another user.
    /// - Returns: What the run printed and its status.
    /// - Throws: ``ToolNotFound`` without a built binary, or the error starting the process.
    static func run(
        _ arguments: [String], in directory: URL = fixtures, environment: [String: String] = [:],
        executable: URL? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = try executable ?? Self.executable()
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    /// The binary beside the test bundle, wherever the build put it; `APPSERVICES_TOOL` overrides the search.
    static func executable() throws -> URL {
        let environment = ProcessInfo.processInfo.environment["APPSERVICES_TOOL"].map { URL(fileURLWithPath: $0) }
        let packageRoot = fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let bundleFolders = ([Bundle.main] + Bundle.allBundles).flatMap { bundle in
            [bundle.executableURL?.deletingLastPathComponent(), bundle.bundleURL.deletingLastPathComponent()]
        }
        let nearBundles = bundleFolders.compactMap { $0 }.flatMap { folder in
            (0..<4).map { level in
                (0..<level).reduce(folder) { url, _ in url.deletingLastPathComponent() }.appendingPathComponent(
                    "appservices")
            }
        }
        let candidates =
            [environment].compactMap { $0 } + nearBundles
            + [packageRoot.appendingPathComponent(".build/debug/appservices")]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw ToolNotFound(searched: candidates.map(\.path))
        }
        return found
    }

    /// No built `appservices` binary was found; build the package first.
    struct ToolNotFound: Error, CustomStringConvertible {
        /// The paths looked at.
        var searched: [String]

        var description: String {
            "the appservices binary was not found; run `swift build` first. Searched: "
                + searched.joined(separator: ", ")
        }
    }
}
