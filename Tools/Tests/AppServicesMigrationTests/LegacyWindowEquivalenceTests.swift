#if !canImport(UIKit)
import Foundation
import MigrationFixtureSupport
import Testing
@testable import MigrationOriginals
@testable import MigrationResults
import UIKitHeadless

/// The ledger app, whose window code is what real delegates do (built in a helper of
/// `application(_:willFinishLaunchingWithOptions:)`, read by a crash reporter's closure, a member and another type,
/// and a second window made while inactive), moved to scenes by `appservices migrate --adopt-scenes`: its window
/// code stays, the scene delegate adopts the window, and the app does what it did.
struct LegacyWindowEquivalenceTests {
    static let scenarios = SceneAdoptionScenario.day(
        coldLink: "ledger://ledger.example/accounts/7", runningLink: "ledger://ledger.example/accounts/8",
        produces: ["active: home true", "open /accounts/7: home true", "open /accounts/8: home true", "foreground"])

    @Test(arguments: scenarios)
    @MainActor
    func theLedgerMovedToScenesShowsItsWindowAndRunsTheSameCode(_ scenario: SceneAdoptionScenario) throws {
        FixtureTrace.reset()
        let original = try SceneAdoptionRun.original { MigrationOriginals.LedgerAppDelegate() }
        try scenario.actions(original)
        let originalSeen = Self.seen(
            original, home: MigrationOriginals.LedgerScreens.showsHome,
            screen: MigrationOriginals.LedgerScreens.currentScreenName)
        let originalCrashLog = MigrationOriginals.CrashLog.homeOnShow?()
        let originalTrace = FixtureTrace.events
        FixtureTrace.reset()
        let migrated = SceneAdoptionRun.migrated(
            appDelegate: { MigrationResults.LedgerAppDelegate() },
            sceneDelegate: { MigrationResults.LedgerAppSceneDelegate() })
        try scenario.actions(migrated)
        let migratedSeen = Self.seen(
            migrated, home: MigrationResults.LedgerScreens.showsHome,
            screen: MigrationResults.LedgerScreens.currentScreenName)

        #expect(migrated.system.options.usesScenes && migrated.system.runtimeIssues.isEmpty)
        #expect(
            originalSeen == [
                "key window shown true", "root home true", "home read elsewhere true", "kept member reads home",
            ])
        #expect(migratedSeen == originalSeen)
        #expect(originalCrashLog == true && MigrationResults.CrashLog.homeOnShow?() == true)
        #expect(originalTrace.contains(scenario.produces), "\(originalTrace)")
        #expect(FixtureTrace.events == originalTrace)
    }

    /// What the user and the app's readers of `window` see: a key window shown, its root the home screen,
    /// another type's read of the app delegate's `window`, and a member the delegate kept that reads it.
    @MainActor
    private static func seen(_ app: SceneAdoptionRun, home: Bool, screen: String?) -> [String] {
        let root = app.system.keyWindow?.rootViewController
        let isHome =
            root is MigrationOriginals.LedgerHomeViewController || root is MigrationResults.LedgerHomeViewController
        return [
            "key window shown \(app.showsWindow)", "root home \(isHome)", "home read elsewhere \(home)",
            "kept member reads \(screen ?? "nothing")",
        ]
    }
}
#endif
