import Foundation

/// Which `appservices` command reads a seed, and the ways the fuzzer runs it.
enum FuzzedCommand {
    /// A manifest, read by `lint` and `plan`.
    case manifest
    /// A launch report, read by `report`.
    case report
    /// An app's Info.plist, read by `doctor` beside the sources of a fixture app.
    case infoPlist
    /// A Swift file with delegates, read by `migrate`.
    case swiftSource
    /// An app's Info.plist, copied with a scene manifest by `migrate --adopt-scenes` beside the news app's delegate.
    case sceneInfoPlist

    /// The command line for one of three variants; the input file follows it.
    ///
    /// - Parameters:
    ///   - variant: 0, 1 or 2.
    ///   - root: The package's folder, where the fixture app's sources are.
    /// - Returns: The arguments before the input file.
    func arguments(variant: Int, root: URL) -> [String] {
        switch self {
        case .manifest: return [["lint"], ["plan"], ["lint", "--format", "json"]][variant]
        case .report: return [["report"], ["report", "--svg", "out.svg"], ["report", "--format", "json"]][variant]
        case .infoPlist:
            let app = "Tests/AppServicesCLITests/Fixtures/Doctor/background-tasks"
            let doctor = ["doctor", "--sources", root.appendingPathComponent("\(app)/Sources").path]
            return [
                doctor + ["--info-plist"],
                doctor + ["--format", "json", "--info-plist"],
                doctor + ["--manifest", root.appendingPathComponent("\(app)/../manifests/Services.json").path]
                    + ["--info-plist"],
            ][variant]
        case .swiftSource:
            return [
                ["migrate", "--dry-run", "--output", "migrated"],
                ["migrate", "--dry-run", "--format", "json", "--output", "migrated"],
                ["migrate", "--output", "migrated"],
            ][variant]
        case .sceneInfoPlist:
            let migrate = ["migrate", Self.sceneDelegateFile(root: root).path, "--adopt-scenes"]
            return [
                migrate + ["--dry-run", "--output", "migrated", "--info-plist"],
                migrate + ["--dry-run", "--format", "json", "--output", "migrated", "--info-plist"],
                migrate + ["--output", "migrated", "--info-plist"],
            ][variant]
        }
    }

    /// The news app's delegate, which `--adopt-scenes` moves to scenes.
    static func sceneDelegateFile(root: URL) -> URL {
        root.appendingPathComponent("Tests/MigrationFixtures/Original/NewsAppDelegate.swift")
    }

    /// The exit statuses the command documents.
    var documentedStatuses: Set<Int32> {
        self == .report ? [0, 2] : [0, 1, 2, 64]
    }
}
