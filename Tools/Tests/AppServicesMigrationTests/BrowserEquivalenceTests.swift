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
    static let scenarios = SceneAdoptionScenario.day(
        coldLink: "browser://browser.example/tabs/1", runningLink: "browser://browser.example/tabs/2",
        produces: ["active: home true", "open /tabs/1", "open /tabs/2", "background"])

    @Test(arguments: scenarios)
    @MainActor
    func theBrowserMovedToScenesShowsItsWindowAndRunsTheSameCode(_ scenario: SceneAdoptionScenario) throws {
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
