#if !canImport(UIKit)
import Foundation
import MigrationFixtureSupport
@testable import MigrationOriginals
import Testing
import UIKitHeadless

/// The news app moved to scenes by `appservices migrate --adopt-scenes` does what it did on the app delegate's
/// life cycle: the same code in the same order, the same answers to the system, a window shown.
struct SceneAdoptionEquivalenceTests {
    /// A sequence of user actions, with what the system received back.
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var actions: @MainActor (SceneAdoptionRun) throws -> [String]
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "a plain cold launch") { app in
            try app.coldLaunch()
            return ["window \(app.showsWindow)"]
        },
        Scenario(name: "a cold launch from a link") { app in
            try app.coldLaunch(fromURL: URL(string: "news://news.example/stories/12")!)
            return ["window \(app.showsWindow)"]
        },
        Scenario(name: "a cold launch from a quick action") { app in
            try app.coldLaunch(fromShortcut: UIApplicationShortcutItem(type: "news.latest", localizedTitle: "Latest"))
            return ["window \(app.showsWindow)"]
        },
        Scenario(name: "a cold launch from Handoff") { app in
            let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
            activity.webpageURL = URL(string: "https://news.example/stories/3")
            try app.coldLaunch(continuing: activity)
            return ["window \(app.showsWindow)"]
        },
        Scenario(name: "links while running") { app in
            try app.coldLaunch()
            let own = app.system.openURL(URL(string: "news://news.example/stories/4")!)
            let foreign = app.system.openURL(URL(string: "https://elsewhere.example/page")!)
            return [
                "window \(app.showsWindow)", "own delivered \(own != nil)", "foreign delivered \(foreign != nil)",
            ]
        },
        Scenario(name: "background and return") { app in
            try app.coldLaunch()
            try app.moveToBackground()
            try app.returnToForeground()
            return ["window \(app.showsWindow)", "state \(app.system.state)"]
        },
        Scenario(name: "a silent push while running") { app in
            try app.coldLaunch()
            let fetch = app.system.deliverRemoteNotification(["aps": ["content-available": 1]])
            return ["window \(app.showsWindow)", "fetch \(fetch?.values ?? [])"]
        },
    ]

    @Test(arguments: scenarios)
    @MainActor
    func theAppMovedToScenesRunsTheSameCode(_ scenario: Scenario) throws {
        FixtureTrace.reset()
        let original = SceneAdoptionRun.original()
        let originalAnswers = try scenario.actions(original)
        let originalTrace = FixtureTrace.events
        FixtureTrace.reset()
        let migrated = SceneAdoptionRun.migrated()
        let migratedAnswers = try scenario.actions(migrated)

        #expect(!original.system.adoptsSceneLifecycle && migrated.system.adoptsSceneLifecycle)
        #expect(originalAnswers.first == "window true")
        #expect(FixtureTrace.events == originalTrace)
        #expect(migratedAnswers == originalAnswers)
    }

    @Test
    @MainActor
    func onlyTheAppMovedToScenesLaunchesWithTheIOS27SDK() throws {
        let original = HeadlessSystem(
            options: HeadlessSystem.Options(sdk: .iOS27), makeDelegate: { MigrationOriginals.NewsAppDelegate() },
            notificationCenter: { _ in NotificationCenter() })
        #expect(throws: HeadlessTransitionError.self) { try original.launch() }
        try SceneAdoptionRun.migrated().coldLaunch()
    }
}
#endif
