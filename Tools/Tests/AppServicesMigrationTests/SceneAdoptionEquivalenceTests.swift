#if !canImport(UIKit)
import Foundation
import MigrationFixtureSupport
import Testing
import UIKitHeadless

/// The news app moved to scenes by `appservices migrate --adopt-scenes` does what it did on the app delegate's
/// life cycle: the same code in the same order, the same answers to the system, a window shown.
struct SceneAdoptionEquivalenceTests {
    /// A sequence of user actions, with what the system received back.
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        /// A trace entry the scenario must produce, so that it cannot pass by doing nothing.
        var produces: String
        var actions: @MainActor (SceneAdoptionRun) throws -> [String]
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "a plain cold launch", produces: "active") { app in
            try app.coldLaunch()
            return ["window \(app.showsWindow)"]
        },
        Scenario(name: "a cold launch from a link", produces: "story /stories/12: shown") { app in
            try app.coldLaunch(fromURL: URL(string: "news://news.example/stories/12")!)
            return ["window \(app.showsWindow)"]
        },
        Scenario(name: "a cold launch from a quick action", produces: "shortcut news.latest: true") { app in
            try app.coldLaunch(fromShortcut: UIApplicationShortcutItem(type: "news.latest", localizedTitle: "Latest"))
            return ["window \(app.showsWindow)"]
        },
        Scenario(name: "a cold launch from Handoff", produces: "story /stories/3: shown") { app in
            let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
            activity.webpageURL = URL(string: "https://news.example/stories/3")
            try app.coldLaunch(continuing: activity)
            return ["window \(app.showsWindow)"]
        },
        Scenario(name: "links while running", produces: "story /page: refused") { app in
            try app.coldLaunch()
            // With scenes the URL's answer goes nowhere (scene(_:openURLContexts:) returns nothing): the trace
            // records what the app did with each link.
            app.system.openURL(URL(string: "news://news.example/stories/4")!)
            app.system.openURL(URL(string: "https://elsewhere.example/page")!)
            return ["window \(app.showsWindow)"]
        },
        Scenario(name: "background and return", produces: "foreground") { app in
            try app.coldLaunch()
            try app.moveToBackground()
            try app.returnToForeground()
            return ["window \(app.showsWindow)", "state \(app.system.state)"]
        },
        Scenario(name: "a silent push while running", produces: "push: 1 stories") { app in
            try app.coldLaunch()
            let fetch = app.system.deliverRemoteNotification(["aps": ["content-available": 1]])
            return ["window \(app.showsWindow)", "fetch \(fetch?.values ?? [])"]
        },
    ]

    @Test(arguments: scenarios)
    @MainActor
    func theAppMovedToScenesRunsTheSameCode(_ scenario: Scenario) throws {
        FixtureTrace.reset()
        let original = try SceneAdoptionRun.original()
        let originalAnswers = try scenario.actions(original)
        let originalTrace = FixtureTrace.events
        FixtureTrace.reset()
        let migrated = SceneAdoptionRun.migrated()
        let migratedAnswers = try scenario.actions(migrated)

        #expect(!original.system.options.usesScenes && migrated.system.options.usesScenes)
        #expect(migrated.system.options.sdk == .iOS27 && migrated.system.runtimeIssues.isEmpty)
        #expect(originalAnswers.first == "window true")
        #expect(originalTrace.contains(scenario.produces), "\(originalTrace)")
        #expect(FixtureTrace.events == originalTrace)
        #expect(migratedAnswers == originalAnswers)
    }
}
#endif
