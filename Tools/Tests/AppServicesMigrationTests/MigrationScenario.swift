#if !canImport(UIKit)
import AppServices
import AppServicesTesting
import Foundation
import MigrationFixtureSupport
import Testing
@testable import MigrationOriginals
@testable import MigrationResults
import UIKitHeadless

/// A sequence of system events, sent alike to a fixture's original delegate and to its migration.
struct MigrationScenario: CustomTestStringConvertible, Sendable {
    /// A fixture app: its delegates before and after the migration.
    struct App: Sendable {
        /// Creates the original app delegate.
        var original: @MainActor () -> any UIApplicationDelegate
        /// Creates the original scene delegate, for an app that uses scenes.
        var originalScene: (@MainActor () -> any UISceneDelegate)?
        /// Creates the migrated app delegate.
        var migrated: @MainActor () -> ServicesAppDelegate
        /// Creates the migrated scene delegate, for an app that uses scenes.
        var migratedScene: (@MainActor () -> any UISceneDelegate)?

        /// The shop app with its scene delegate.
        static let shopWithScenes = App(
            original: { MigrationOriginals.ShopAppDelegate() },
            originalScene: { MigrationOriginals.ShopSceneDelegate() },
            migrated: { MigrationResults.ShopAppDelegate() },
            migratedScene: { MigrationResults.ShopSceneDelegate() })
        /// The journal app.
        static let journal = App(
            original: { MigrationOriginals.JournalAppDelegate() }, migrated: { MigrationResults.JournalAppDelegate() })
    }

    /// The app.
    var app: App
    /// What happens, for the test's name.
    var name: String
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

    /// Runs the scenario on the original delegates, as UIKit would run them.
    @MainActor
    func runOriginal() throws -> Outcome {
        try OriginalMethodTables.declare()
        FixtureTrace.reset()
        var options = HeadlessSystem.Options(supportsMultipleScenes: true)
        if let scene = app.originalScene { options.sceneDelegateFactory = { _ in scene() } }
        let system = HeadlessSystem(
            options: options, makeDelegate: app.original, notificationCenter: { _ in NotificationCenter() })
        let answers = try events(system)
        return Outcome(trace: FixtureTrace.events, answers: answers)
    }

    /// Runs the scenario on the migrated delegates and their services, through the library's adapters.
    @MainActor
    func runMigrated() throws -> Outcome {
        FixtureTrace.reset()
        let driver = HeadlessAppDriver(
            appDelegate: app.migrated, sceneDelegate: app.migratedScene,
            options: HeadlessSystem.Options(supportsMultipleScenes: true))
        let answers = try events(driver.system)
        return Outcome(trace: FixtureTrace.events, answers: answers)
    }
}
#endif
