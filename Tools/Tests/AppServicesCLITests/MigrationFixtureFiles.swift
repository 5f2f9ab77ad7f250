import Foundation

/// The migration fixtures: the original delegates, and the output of `appservices migrate` for them, both
/// compiled as targets of the package.
enum MigrationFixtureFiles {
    /// The tool package's `Tests/MigrationFixtures`, where its `AppServicesMigrationTests` compile and run them.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("MigrationFixtures")
    /// The original delegates.
    static let originals = root.appendingPathComponent("Original")
    /// Their migration, as checked in.
    static let migrated = root.appendingPathComponent("Migrated")
    /// The shop app's delegate files, in the order they are given to the tool.
    static let shopFiles = ["ShopAppDelegate.swift", "ShopAppDelegate+Notifications.swift", "ShopSceneDelegate.swift"]
    /// The news app, on the app delegate's life cycle, moved to scenes: its delegate and Info.plist, and the option.
    static let newsArguments = ["NewsAppDelegate.swift", "--adopt-scenes", "--info-plist", "NewsApp-Info.plist"]
    /// The ledger app, whose window code is what real delegates do, moved to scenes without an Info.plist.
    static let ledgerArguments = ["LedgerAppDelegate.swift", "--adopt-scenes"]
    /// The browser app, with a lazy helper made with `.init()` and a launch option key written in full, moved to
    /// scenes without an Info.plist.
    static let browserArguments = ["BrowserAppDelegate.swift", "--adopt-scenes"]
    /// The radio app: its delegate, and a screen in another file that calls members moved to a service on it.
    static let radioFiles = ["RadioAppDelegate.swift", "RadioNowPlayingScreen.swift"]
    /// The alarm app, which makes its delegate the notification center's through a local holding the center.
    static let alarmFiles = ["AlarmAppDelegate.swift"]
    /// The car library app's CarPlay scene delegate, moved into a service of the AppServicesCarPlay product.
    static let carLibraryFiles = ["CarLibrarySceneDelegate.swift"]
    /// The arguments that migrate each fixture app: its files, migrated together, and options.
    static let apps = [
        shopFiles, ["JournalAppDelegate.swift"], newsArguments, ledgerArguments, browserArguments, radioFiles,
        alarmFiles, carLibraryFiles,
    ]

    /// A new empty folder for one test's output, removed by `body`'s end.
    static func withTemporaryFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    /// The names of the files in `folder`, sorted.
    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Every path below `folder`, relative to it, sorted; with the contents of each file.
    static func snapshot(_ folder: URL) throws -> [String: String] {
        var found: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            found[path] = isFolder.boolValue ? "(folder)" : (try? String(contentsOf: url, encoding: .utf8)) ?? "(link)"
        }
        return found
    }
}
