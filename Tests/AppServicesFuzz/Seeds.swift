import AppServices
import Foundation

/// The inputs the fuzzer starts from: the repository's manifests in every format, and launch reports.
enum Seeds {
    /// One seed: its bytes and the file extension the tool reads it by.
    struct Seed {
        /// The input.
        var bytes: [UInt8]
        /// `json` or `plist`.
        var pathExtension: String
        /// Whether it is a launch report (read by `report`) rather than a manifest (read by `lint` and `plan`).
        var isReport: Bool
    }

    /// Every manifest under `Tests/AppServicesCLITests/Fixtures` and the demo's, as JSON, XML and binary
    /// property lists, then reports of a hand-made launch.
    ///
    /// - Parameter root: The package's folder.
    /// - Returns: The seeds.
    /// - Throws: The error reading a file.
    static func all(root: URL) throws -> [Seed] {
        let fixtures = root.appendingPathComponent("Tests/AppServicesCLITests/Fixtures")
        let files =
            try FileManager.default.contentsOfDirectory(at: fixtures, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            + [root.appendingPathComponent("Examples/AppServicesDemo/Services.json")]
        var seeds: [Seed] = []
        for file in files {
            let data = try Data(contentsOf: file)
            seeds.append(Seed(bytes: Array(data), pathExtension: file.pathExtension, isReport: false))
            let tree = try? JSONSerialization.jsonObject(with: data)
            for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
                guard let tree,
                    let plist = try? PropertyListSerialization.data(fromPropertyList: tree, format: format, options: 0)
                else { continue }
                seeds.append(Seed(bytes: Array(plist), pathExtension: "plist", isReport: false))
            }
        }
        seeds += reproducers.map { Seed(bytes: $0.bytes, pathExtension: $0.pathExtension, isReport: false) }
        for report in [handMadeReport()] {
            seeds.append(Seed(bytes: Array(try JSONEncoder().encode(report)), pathExtension: "json", isReport: true))
        }
        return seeds
    }

    /// Inputs of issue 12 that hung the loader: a binary property list of 43 bytes whose array contains
    /// itself, and JSON nested 2,000 levels deep.
    private static let reproducers: [(bytes: [UInt8], pathExtension: String)] = [
        (
            Array("bplist00".utf8) + [0xA1, 0x00, 0x08, 0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1]
                + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 10],
            "plist"
        ),
        (Array((String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000)).utf8), "json"),
    ]

    /// Three tasks on two lanes, one skipped, over two phases.
    private static func handMadeReport() -> LaunchReport {
        func record(_ id: LaunchTaskID, _ after: [LaunchTaskID], _ start: Int, _ end: Int, lane: Int?)
            -> LaunchTaskRecord
        {
            LaunchTaskRecord(
                descriptor: LaunchTaskDescriptor(id: id, dependencies: after), start: .milliseconds(start),
                end: .milliseconds(end), outcome: lane == nil ? .skipped : .succeeded, lane: lane)
        }
        return LaunchReport(
            tasks: [
                record("config", [], 0, 30, lane: 1), record("network", ["config"], 30, 150, lane: 1),
                record("root-view", [], 0, 15, lane: 0), record("cache.trim", ["network"], 150, 150, lane: nil),
            ],
            phases: [
                LaunchPhaseSpan(phase: .didFinishLaunching, start: .zero, end: .milliseconds(150)),
                LaunchPhaseSpan(phase: .idle, start: .milliseconds(150), end: .milliseconds(150)),
            ])
    }
}
