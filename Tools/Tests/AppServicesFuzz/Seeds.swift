import AppServices
import Foundation

/// The inputs the fuzzer starts from: the repository's manifests in every format, launch reports, the
/// doctor fixtures' Info.plists and the migration fixtures' delegates.
enum Seeds {
    /// One seed: its bytes and the file extension the tool reads it by.
    struct Seed {
        /// The input.
        var bytes: [UInt8]
        /// `json`, `plist` or `swift`.
        var pathExtension: String
        /// The command that reads it.
        var command: FuzzedCommand
    }

    /// Every manifest directly in `Tests/AppServicesCLITests/Fixtures` (its folders hold other commands'
    /// fixtures) and the demo's, as JSON, XML and binary
    /// property lists, then reports of a hand-made launch.
    ///
    /// - Parameter root: The tools package's folder, `Tools` (the library's package is its parent).
    /// - Returns: The seeds.
    /// - Throws: The error reading a file.
    static func all(root: URL) throws -> [Seed] {
        let fixtures = root.appendingPathComponent("Tests/AppServicesCLITests/Fixtures")
        let files =
            try FileManager.default.contentsOfDirectory(at: fixtures, includingPropertiesForKeys: nil)
            .filter { ["json", "plist"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            + [root.appendingPathComponent("../Examples/AppServicesDemo/Services.json")]
        var seeds: [Seed] = []
        for file in files {
            let data = try Data(contentsOf: file)
            seeds.append(Seed(bytes: Array(data), pathExtension: file.pathExtension, command: .manifest))
            let tree = try? JSONSerialization.jsonObject(with: data)
            for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
                guard let tree,
                    let plist = try? PropertyListSerialization.data(fromPropertyList: tree, format: format, options: 0)
                else { continue }
                seeds.append(Seed(bytes: Array(plist), pathExtension: "plist", command: .manifest))
            }
        }
        let apps = try appFiles(root: root)
        seeds += apps
        seeds += reproducers.map { Seed(bytes: $0.bytes, pathExtension: $0.pathExtension, command: .manifest) }
        seeds += hostileShapes() + longKeyShapes()
        seeds += issue39Shapes()
        seeds += apps.filter { $0.command == .infoPlist && $0.bytes.starts(with: Array("<?xml".utf8)) }
            .map { Seed(bytes: $0.bytes, pathExtension: "plist", command: .sceneInfoPlist) }
        for report in [handMadeReport()] {
            seeds.append(Seed(bytes: Array(try JSONEncoder().encode(report)), pathExtension: "json", command: .report))
        }
        return seeds
    }

    /// The doctor fixtures' Info.plists, as XML and binary property lists, and the migration fixtures'
    /// original delegates, one by one and the shop's two app-delegate files together.
    private static func appFiles(root: URL) throws -> [Seed] {
        let doctor = root.appendingPathComponent("Tests/AppServicesCLITests/Fixtures/Doctor")
        let apps = try FileManager.default.contentsOfDirectory(atPath: doctor.path).sorted()
        var seeds: [Seed] = []
        for app in apps {
            let file = doctor.appendingPathComponent(app).appendingPathComponent("Info.plist")
            guard let data = try? Data(contentsOf: file) else { continue }
            seeds.append(Seed(bytes: Array(data), pathExtension: "plist", command: .infoPlist))
            if let tree = try? PropertyListSerialization.propertyList(from: data, format: nil),
                let binary = try? PropertyListSerialization.data(fromPropertyList: tree, format: .binary, options: 0)
            {
                seeds.append(Seed(bytes: Array(binary), pathExtension: "plist", command: .infoPlist))
            }
        }
        let originals = root.appendingPathComponent("Tests/MigrationFixtures/Original")
        for name in try FileManager.default.contentsOfDirectory(atPath: originals.path).sorted()
        where name.hasSuffix(".swift") {
            let data = try Data(contentsOf: originals.appendingPathComponent(name))
            seeds.append(Seed(bytes: Array(data), pathExtension: "swift", command: .swiftSource))
        }
        // The shop's delegate and its notification methods in one file: kept code that calls moved methods.
        let shop = try ["ShopAppDelegate.swift", "ShopAppDelegate+Notifications.swift"].flatMap { name in
            try Data(contentsOf: originals.appendingPathComponent(name))
        }
        seeds.append(Seed(bytes: shop, pathExtension: "swift", command: .swiftSource))
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
        func record(_ id: LaunchTaskIdentifier, _ after: [LaunchTaskIdentifier], _ start: Int, _ end: Int, lane: Int?)
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
