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
    /// A sequence of user actions, with what the system and the app's own readers of `window` saw.
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        /// A trace entry the scenario must produce, so that it cannot pass by doing nothing.
        var produces: String
        var actions: @MainActor (SceneAdoptionRun) throws -> Void
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "a plain cold launch", produces: "active: home true") { app in
            try app.coldLaunch()
        },
        Scenario(name: "a cold launch from a link", produces: "open /accounts/7: home true") { app in
            try app.coldLaunch(fromURL: URL(string: "ledger://ledger.example/accounts/7")!)
        },
        Scenario(name: "a link while running", produces: "open /accounts/8: home true") { app in
            try app.coldLaunch()
            app.system.openURL(URL(string: "ledger://ledger.example/accounts/8")!)
        },
        Scenario(name: "background and return", produces: "foreground") { app in
            try app.coldLaunch()
            try app.moveToBackground()
            try app.returnToForeground()
        },
    ]

    @Test(arguments: scenarios)
    @MainActor
    func theLedgerMovedToScenesShowsItsWindowAndRunsTheSameCode(_ scenario: Scenario) throws {
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
