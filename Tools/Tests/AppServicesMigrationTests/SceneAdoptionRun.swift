#if !canImport(UIKit)
import AppServices
import AppServicesTesting
import Foundation
import MigrationFixtureSupport
@testable import MigrationOriginals
@testable import MigrationResults
import UIKitHeadless

/// The news app, run either as written (the app delegate's life cycle, no scenes) or as
/// `appservices migrate --adopt-scenes` wrote it (scenes, built with the iOS 27 SDK): the same user actions, each
/// delivered the way UIKit delivers it in that life cycle.
@MainActor
struct SceneAdoptionRun {
    /// The system the app runs on.
    let system: HeadlessSystem
    /// The driver of the migrated app; `nil` for the original.
    private let driver: HeadlessAppDriver?

    /// The original app delegate, on a system without scenes: the news app's unless `makeDelegate` says.
    static func original(
        _ makeDelegate: @escaping @MainActor () -> any UIApplicationDelegate = { MigrationOriginals.NewsAppDelegate() }
    ) throws -> SceneAdoptionRun {
        try OriginalMethodTables.declare()
        let system = HeadlessSystem(
            options: HeadlessSystem.Options(), makeDelegate: makeDelegate,
            notificationCenter: { _ in NotificationCenter() })
        return SceneAdoptionRun(system: system, driver: nil)
    }

    /// The migrated app delegate and its new scene delegate, built with the iOS 27 SDK, which requires scenes:
    /// the news app's unless the arguments say.
    static func migrated(
        appDelegate: @escaping @MainActor () -> ServicesAppDelegate = { MigrationResults.NewsAppDelegate() },
        sceneDelegate: @escaping @MainActor () -> any UISceneDelegate = { MigrationResults.NewsAppSceneDelegate() }
    ) -> SceneAdoptionRun {
        let driver = HeadlessAppDriver(
            appDelegate: appDelegate, sceneDelegate: sceneDelegate, options: HeadlessSystem.Options(sdk: .iOS27))
        return SceneAdoptionRun(system: driver.system, driver: driver)
    }

    /// A tap on the app's icon.
    func coldLaunch() throws {
        if let driver {
            try driver.coldLaunch()
            return
        }
        try system.launch()
        try system.activate()
    }

    /// A tap on one of the app's links while it is not running.
    func coldLaunch(fromURL url: URL) throws {
        if let driver {
            try driver.coldLaunch(fromURL: url)
            return
        }
        try system.launch(options: [.url: url])
        try system.activate()
    }

    /// A Home Screen quick action while the app is not running.
    func coldLaunch(fromShortcut item: UIApplicationShortcutItem) throws {
        if let driver {
            try driver.coldLaunch(fromShortcut: item)
            return
        }
        try system.launch(options: [.shortcutItem: item])
        try system.activate()
    }

    /// Handoff of `activity` while the app is not running: without scenes UIKit continues it after the launch.
    func coldLaunch(continuing activity: NSUserActivity) throws {
        if let driver {
            try driver.coldLaunch(connecting: HeadlessSceneConnection(userActivities: [activity]))
            return
        }
        try system.launch(options: [.userActivityType: activity.activityType])
        system.continueUserActivity(activity)
        try system.activate()
    }

    /// The Home gesture.
    func moveToBackground() throws {
        if let driver {
            try driver.moveToBackground()
            return
        }
        try system.resignActive()
        try system.enterBackground()
    }

    /// A tap on the app's icon while it is in the background.
    func returnToForeground() throws {
        if let driver {
            try driver.returnToForeground()
            return
        }
        try system.enterForeground()
        try system.activate()
    }

    /// Whether the user sees a window: the key window, shown.
    var showsWindow: Bool { system.keyWindow.map { !$0.isHidden } ?? false }
}
#endif
