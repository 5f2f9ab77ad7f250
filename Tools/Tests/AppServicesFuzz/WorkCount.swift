@_spi(AppServicesTools) import AppServices
@_spi(AppServicesTools) import AppServicesEngines
import AppServicesPropertyListLines
import Foundation

/// Counts, for the inputs of issue #49's items 1 to 3, the work the engines do, and holds it linear in the input
/// (a count, not a time, so a loaded machine cannot fail it and a fast one cannot hide a quadratic).
///
/// - A manifest: the bytes `lint` prints for its problems, at most ``outputPerInputByte`` per input byte plus
///   ``slack``, however many problems there are and however long their keys.
/// - An XML Info.plist that reads: the bytes doctor's line lookup reads and builds for two key paths, the file's text taken as
///   one (dots, brackets and all) and its longest `<key>`, at most ``lookupPerByte`` per byte of the file and the
///   key path plus ``slack``.
/// - A Swift file that parses: the tokens doctor reads to decide which windows made without a scene are scene
///   fallbacks, at most one per byte of the file plus ``slack``, however many windows one function makes.
enum WorkCount {
    /// The most bytes `lint` may print per input byte.
    static let outputPerInputByte = 4
    /// The most bytes a line lookup may read and build per byte of the file and the key path.
    static let lookupPerByte = 8
    /// The work any input may take besides.
    static let slack = 64 << 10

    /// `nonlinear-work` when reading `input` as `command` does more than linear work; `nil` otherwise.
    ///
    /// - Parameters:
    ///   - input: The file's bytes.
    ///   - file: Where they are written, as the engines read them.
    ///   - command: The command that reads it.
    /// - Returns: The problem, or `nil`.
    /// - Throws: The error writing a manifest to `file`.
    static func problem(_ input: [UInt8], file: URL, command: FuzzedCommand) throws -> String? {
        switch command {
        case .manifest:
            try Data(input).write(to: file)
            guard let check = try? ManifestCheck(files: [file.path]) else { return nil }
            let printed = check.problems.reduce(0) { $0 + $1.description.utf8.count + 1 }
            return printed > outputPerInputByte * input.count + slack ? "nonlinear-work" : nil
        case .infoPlist:
            guard !input.starts(with: Array("bplist".utf8)), (try? BoundedPropertyList.read(Data(input))) != nil else {
                return nil
            }
            let lines = PropertyListLines(input)
            let text = String(decoding: input, as: UTF8.self)
            for keyPath in [text, longestKey(in: text)] {
                var work = 0
                _ = lines.line(of: keyPath, work: &work)
                if work > lookupPerByte * (input.count + keyPath.utf8.count) + slack { return "nonlinear-work" }
            }
            return nil
        case .swiftSource:
            let folder = file.deletingLastPathComponent().appendingPathComponent("counted-sources")
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(input).write(to: folder.appendingPathComponent("Counted.swift"))
            guard let sources = try? SwiftSources(folders: [folder.path]) else { return nil }
            return sources.sceneFallbackTokensRead > input.count + slack ? "nonlinear-work" : nil
        case .report, .sceneInfoPlist:
            return nil
        }
    }

    /// The longest text between `<key>` and `</key>` in `text`.
    private static func longestKey(in text: String) -> String {
        text.components(separatedBy: "<key>").dropFirst()
            .compactMap { $0.components(separatedBy: "</key>").first }
            .max { $0.utf8.count < $1.utf8.count } ?? ""
    }
}
