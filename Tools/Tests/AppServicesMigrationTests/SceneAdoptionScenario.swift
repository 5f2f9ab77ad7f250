#if !canImport(UIKit)
import Foundation
import Testing
import UIKitHeadless

/// A sequence of user actions on an app that `appservices migrate --adopt-scenes` moved to scenes, run on the
/// original and on the migrated app.
struct SceneAdoptionScenario: CustomTestStringConvertible, Sendable {
    var name: String
    /// A trace entry the scenario must produce, so that it cannot pass by doing nothing.
    var produces: String
    var actions: @MainActor (SceneAdoptionRun) throws -> Void
    var testDescription: String { name }

    /// A day of the app: a plain cold launch, a cold launch from `coldLink`, `runningLink` opened while running,
    /// and a trip to the background and back, each producing its entry of `produces`, in that order.
    static func day(coldLink: String, runningLink: String, produces: [String]) -> [SceneAdoptionScenario] {
        precondition(produces.count == 4, "one trace entry a scenario")
        return [
            SceneAdoptionScenario(name: "a plain cold launch", produces: produces[0]) { app in
                try app.coldLaunch()
            },
            SceneAdoptionScenario(name: "a cold launch from a link", produces: produces[1]) { app in
                try app.coldLaunch(fromURL: URL(string: coldLink)!)
            },
            SceneAdoptionScenario(name: "a link while running", produces: produces[2]) { app in
                try app.coldLaunch()
                app.system.openURL(URL(string: runningLink)!)
            },
            SceneAdoptionScenario(name: "background and return", produces: produces[3]) { app in
                try app.coldLaunch()
                try app.moveToBackground()
                try app.returnToForeground()
            },
        ]
    }
}
#endif
