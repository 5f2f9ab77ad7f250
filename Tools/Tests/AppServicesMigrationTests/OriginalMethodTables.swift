#if !canImport(UIKit)
import AppServices
@testable import AppServicesEngines
import Foundation
@testable import MigrationOriginals
import UIKitHeadless

/// The original fixtures' delegate methods, as the replica's method tables need them.
///
/// Off Apple platforms a plain delegate answers `responds(to:)` only for the methods its class declares to the
/// replica (`HeadlessRuntime.declare`), as the Objective-C runtime answers from the methods a class was compiled
/// with. The originals are compared byte for byte with the migration's golden output, so they declare nothing
/// themselves: the harness reads their source with the tool's own parser (the one `appservices migrate` finds
/// delegate callbacks with) and declares, for each delegate class, the callbacks its methods implement.
enum OriginalMethodTables {
    /// The originals' delegate classes, by the name their source declares.
    static let classes: [String: AnyClass] = [
        "AlarmAppDelegate": MigrationOriginals.AlarmAppDelegate.self,
        "BrowserAppDelegate": MigrationOriginals.BrowserAppDelegate.self,
        "JournalAppDelegate": MigrationOriginals.JournalAppDelegate.self,
        "LedgerAppDelegate": MigrationOriginals.LedgerAppDelegate.self,
        "NewsAppDelegate": MigrationOriginals.NewsAppDelegate.self,
        "RadioAppDelegate": MigrationOriginals.RadioAppDelegate.self,
        "ShopAppDelegate": MigrationOriginals.ShopAppDelegate.self,
        "ShopSceneDelegate": MigrationOriginals.ShopSceneDelegate.self,
    ]

    /// The folder of the original fixtures' sources.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("MigrationFixtures/Original")

    /// Each delegate class the parser finds in the originals, with the selectors of the callbacks it implements.
    static func callbacksByClass() throws -> [String: Set<String>] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let sources = try names.sorted().map { name in
            try ParsedSource(
                path: name, text: String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
        var callbacks: [String: Set<String>] = [:]
        for delegate in DelegateScanner(sources: sources).delegates() {
            callbacks[delegate.name, default: []].formUnion(
                delegate.members.flatMap(\.callbacks).map(\.callback.rawValue))
        }
        return callbacks
    }

    /// Declares the originals' methods to the replica, once; a class missing from ``classes`` is left out, and
    /// a test names it.
    static func declare() throws {
        try declaration.get()
    }

    private static let declaration = Result<Void, any Error> {
        for (name, selectors) in try callbacksByClass() {
            guard let cls = classes[name] else { continue }
            HeadlessRuntime.declare(cls, selectors: selectors)
        }
    }
}
#endif
