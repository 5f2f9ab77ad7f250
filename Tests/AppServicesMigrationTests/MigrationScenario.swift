#if !canImport(UIKit)
import AppServicesTesting
import Foundation
import MigrationFixtureSupport
import Testing
@testable import MigrationOriginals
@testable import MigrationResults
import UIKitHeadless

/// A sequence of system events, sent alike to a fixture's original delegate and to its migration.
struct MigrationScenario: CustomTestStringConvertible, Sendable {
    /// What happens, for the test's name.
    var name: String
    /// Whether the app uses scenes.
    var usesScenes = false
    /// Sends the events; returns what the system received back: launch answers, completion-handler values.
    var events: @MainActor (HeadlessSystem) throws -> [String]

    var testDescription: String { name }

    /// What the fixture code did and answered.
    struct Outcome: Equatable {
        /// The fixture code's trace.
        var trace: [String]
        /// The answers the system received.
        var answers: [String]
    }

    /// Runs the scenario on the original `ShopAppDelegate`, as UIKit would run it.
    @MainActor
    func runOriginal() throws -> Outcome {
        FixtureTrace.reset()
        var options = HeadlessSystem.Options()
        if usesScenes { options.sceneDelegateFactory = { _ in MigrationOriginals.ShopSceneDelegate() } }
        let system = HeadlessSystem(
            options: options, makeDelegate: { MigrationOriginals.ShopAppDelegate() },
            notificationCenter: { _ in NotificationCenter() })
        let answers = try events(system)
        return Outcome(trace: FixtureTrace.events, answers: answers)
    }

    /// Runs the scenario on the migrated `ShopAppDelegate` and its services, through the library's adapters.
    @MainActor
    func runMigrated() throws -> Outcome {
        FixtureTrace.reset()
        let driver =
            usesScenes
            ? HeadlessAppDriver(
                appDelegate: { MigrationResults.ShopAppDelegate() },
                sceneDelegate: { MigrationResults.ShopSceneDelegate() })
            : HeadlessAppDriver(appDelegate: { MigrationResults.ShopAppDelegate() })
        let answers = try events(driver.system)
        return Outcome(trace: FixtureTrace.events, answers: answers)
    }
}
#endif
