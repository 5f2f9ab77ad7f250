import Foundation

/// Writes every generated layer of the repository from the callback table.
///
/// It checks the table's rules first, generates and formats into a scratch folder, then writes only the files
/// whose text changed and deletes only the generated files no row produces any more, so an unchanged table
/// touches nothing and the library's incremental build stays incremental.
public struct Generator {
    /// The `swift format` version the generated files are formatted with: another version may format them
    /// differently, and the CI step that compares them with the table would fail for that alone.
    public static let formatterVersion = "6.3.1"

    /// The repository's root.
    public var root: URL

    /// A generator for the repository at `root`.
    ///
    /// - Parameter root: The folder that holds `Sources/` and `.swift-format`.
    public init(root: URL) {
        self.root = root
    }

    /// Checks the table and writes the generated files.
    ///
    /// - Returns: A one-line summary of what it did.
    /// - Throws: ``GenerationError`` naming the broken table rules, the formatter's version or its failure.
    public func run() throws -> String {
        let table = allCallbacks
        let problems = TableRules.problems(table, groups: capabilityGroups, ordinals: ordinalRegister)
        guard problems.isEmpty else { throw GenerationError.brokenRules(problems) }
        try checkFormatterVersion()

        let files =
            ReplicaEmitter.files(table) + CapabilityEmitter.files(table, groups: capabilityGroups)
            + CallbackIdentifierEmitter.files(table, ordinals: ordinalRegister)
            + CapabilityLookupEmitter.files(table, groups: capabilityGroups)
            + HostEmitter.files(table, customRuleFiles: try customRuleFiles(table)) + AdapterEmitter.files(table)
            + RecordingEmitter.files(table) + WrappedDelegateEmitter.files(table)
            + DeprecationWallEmitter.files(table)
        var texts = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
        for region in AdapterEmitter.regions(table) {
            texts[region.path] = region.replacing(in: try String(contentsOf: url(region.path), encoding: .utf8))
        }
        texts = try formatted(texts)
        let article = try String(contentsOf: url(ArticleEmitter.path), encoding: .utf8)
        texts[ArticleEmitter.path] = ArticleEmitter.article(table, replacingIn: article)

        var written = 0
        for (path, text) in texts where (try? String(contentsOf: url(path), encoding: .utf8)) != text {
            try FileManager.default.createDirectory(
                at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url(path), atomically: true, encoding: .utf8)
            written += 1
        }
        let stale = try staleFiles(keeping: Set(files.map(\.path)))
        for path in stale { try FileManager.default.removeItem(at: url(path)) }
        return "\(table.count) callbacks, \(files.count) generated files: \(written) written, \(stale.count) deleted"
    }

    private func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The file under `Dispatch/CustomRules/` that declares each custom rule's function, by function name.
    private func customRuleFiles(_ table: [Callback]) throws -> [String: String] {
        let folder = url(HostEmitter.customRulesFolder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let texts = try names.sorted().map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        var files: [String: String] = [:]
        var missing: [String] = []
        for row in table {
            guard case .custom(let function, _) = row.rule else { continue }
            if let file = texts.first(where: { $0.1.contains("func \(function)(") })?.0 {
                files[function] = file
            } else {
                missing.append("\(row.id): no file in \(HostEmitter.customRulesFolder) declares func \(function)(")
            }
        }
        guard missing.isEmpty else { throw GenerationError.brokenRules(missing) }
        return files
    }

    /// The files in the `Generated/` folders that no longer come from the table; a generated file elsewhere (in a
    /// folder of hand-written files) is never deleted.
    private func staleFiles(keeping generated: Set<String>) throws -> [String] {
        let folders = Set(generated.map { ($0 as NSString).deletingLastPathComponent }).filter {
            $0.hasSuffix("/Generated")
        }
        return try folders.sorted().flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: url(folder).path)
                .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
                .filter { !generated.contains($0) }.sorted()
        }
    }

    /// The texts as `swift format` formats them with the repository's configuration, in a scratch folder.
    private func formatted(_ texts: [String: String]) throws -> [String: String] {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("generate-callbacks-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (path, text) in texts {
            let file = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let paths = texts.keys.sorted()
        let status = try swiftFormat(
            ["format", "--in-place", "--configuration", url(".swift-format").path]
                + paths.map { scratch.appendingPathComponent($0).path })
        guard status.code == 0 else { throw GenerationError.formatterFailed(status.code) }
        var result: [String: String] = [:]
        for path in paths {
            result[path] = try String(contentsOf: scratch.appendingPathComponent(path), encoding: .utf8)
        }
        return result
    }

    private func checkFormatterVersion() throws {
        let status = try swiftFormat(["--version"])
        let found = status.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard found == Self.formatterVersion else {
            throw GenerationError.formatterVersion(found: found, expected: Self.formatterVersion)
        }
    }

    /// Runs `swift format` with `arguments`, returning its exit status and standard output.
    private func swiftFormat(_ arguments: [String]) throws -> (code: Int32, output: String) {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "format"] + arguments
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Why the generator stopped before writing anything.
public enum GenerationError: Error, CustomStringConvertible {
    /// The table breaks its rules.
    case brokenRules([String])
    /// `swift format` is not the version the generated files are formatted with.
    case formatterVersion(found: String, expected: String)
    /// `swift format` failed, with its exit status.
    case formatterFailed(Int32)

    /// What went wrong, naming the culprit.
    public var description: String {
        switch self {
        case .brokenRules(let problems):
            "the callback table breaks its rules:\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
        case .formatterVersion(let found, let expected):
            "swift format is version \(found), but the generated files are formatted with \(expected) "
                + "(Generator.formatterVersion in CodeGeneration/Sources/CallbackTable/Generator.swift)"
        case .formatterFailed(let code):
            "swift format failed with exit status \(code) formatting the generated files"
        }
    }
}
