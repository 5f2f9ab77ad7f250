#if !canImport(UIKit)
import Foundation
import MigrationFixtureSupport
import Testing
@testable import MigrationOriginals
@testable import MigrationResults
import UIKitHeadless

/// The browser app, the shape of Firefox Focus's delegate in the real-app corpus (a lazy helper of another type
/// made with `.init()`, the window built in launch, a helper reading a launch option key written in full), moved to
/// scenes by `appservices migrate --adopt-scenes`: the helper moves with the launch code, the scene adopts the
/// window, and the app does what it did.
struct BrowserEquivalenceTests {
    /// A sequence of user actions.
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
        Scenario(name: "a cold launch from a link", produces: "open /tabs/1") { app in
            try app.coldLaunch(fromURL: URL(string: "browser://browser.example/tabs/1")!)
        },
        Scenario(name: "a link while running", produces: "open /tabs/2") { app in
            try app.coldLaunch()
            app.system.openURL(URL(string: "browser://browser.example/tabs/2")!)
        },
        Scenario(name: "background and return", produces: "background") { app in
            try app.coldLaunch()
            try app.moveToBackground()
            try app.returnToForeground()
        },
    ]

    @Test(arguments: scenarios)
    @MainActor
    func theBrowserMovedToScenesShowsItsWindowAndRunsTheSameCode(_ scenario: Scenario) throws {
        FixtureTrace.reset()
        let original = try SceneAdoptionRun.original { MigrationOriginals.BrowserAppDelegate() }
        try scenario.actions(original)
        let originalRoot = original.system.keyWindow?.rootViewController
        let originalTrace = FixtureTrace.events
        FixtureTrace.reset()
        let migrated = SceneAdoptionRun.migrated(
            appDelegate: { MigrationResults.BrowserAppDelegate() },
            sceneDelegate: { MigrationResults.BrowserAppSceneDelegate() })
        try scenario.actions(migrated)

        #expect(migrated.system.options.usesScenes && migrated.system.runtimeIssues.isEmpty)
        #expect(original.showsWindow && migrated.showsWindow)
        #expect(originalRoot is MigrationOriginals.BrowserHomeViewController)
        #expect(migrated.system.keyWindow?.rootViewController is MigrationResults.BrowserHomeViewController)
        #expect(originalTrace.contains("shortcuts installed") && originalTrace.contains(scenario.produces))
        #expect(FixtureTrace.events == originalTrace)
    }
}
#endif
