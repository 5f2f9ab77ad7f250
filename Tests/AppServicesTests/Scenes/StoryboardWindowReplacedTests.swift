import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// #47 §1: a storyboard app (`UIMainStoryboardFile`) whose launch replaces the storyboard's window in code.
///
/// Without scenes the code's window is the app's; after `migrate --adopt-scenes` it must stay so, which holds when the scene
/// configuration names no storyboard (what `migrate` writes for such an app) and fails when it names one.
@MainActor
@Suite struct StoryboardWindowReplacedTests {
    private static func options(sdk: HeadlessAppleSDK) -> HeadlessSystem.Options {
        var options = HeadlessSystem.Options(sdk: sdk)
        options.mainStoryboardName = "Main"
        options.storyboards = ["Main": { StoryboardViewController() }]
        return options
    }

    @Test func withoutScenesTheWindowTheLaunchAssignsIsTheAppsWindow() throws {
        let delegate = DidFinishWindowAppDelegate(recorder: LegacyWindowAdoptionTests.recorder())
        let system = HeadlessSystem(
            options: Self.options(sdk: .iOS26), makeDelegate: { delegate }, notificationCenter: { _ in .init() })
        try system.launch()
        try system.activate()
        let window = try #require(system.keyWindow)
        #expect(window === delegate.window && !window.isHidden)
        #expect(window.rootViewController is LegacyRootViewController)
    }

    @Test func withoutScenesAStoryboardAppThatKeepsItsWindowShowsTheStoryboard() throws {
        let delegate = LegacyWindowAppDelegate(recorder: LegacyWindowAdoptionTests.recorder())
        let system = HeadlessSystem(
            options: Self.options(sdk: .iOS26), makeDelegate: { delegate }, notificationCenter: { _ in .init() })
        try system.launch()
        let window = try #require(system.keyWindow)
        #expect(window === delegate.window && window.rootViewController is StoryboardViewController)
    }

    @Test func withScenesAndNoSceneStoryboardTheLaunchesWindowShows() throws {
        let driver = LegacyWindowAdoptionTests.driver(
            { DidFinishWindowAppDelegate(recorder: $0) }, options: Self.options(sdk: .iOS27))
        try LegacyWindowAdoptionTests.expectSameServiceEvents(driver)
        try LegacyWindowAdoptionTests.expectShows(LegacyRootViewController.self, in: driver)
    }

    /// What `migrate` wrote before: the scene configuration named the storyboard, so the scene's storyboard window
    /// stayed and the app's own screen never showed.
    @Test func withAStoryboardInTheSceneTheLaunchesWindowNeverShows() throws {
        var options = Self.options(sdk: .iOS27)
        options.sceneStoryboardName = "Main"
        let driver = LegacyWindowAdoptionTests.driver({ DidFinishWindowAppDelegate(recorder: $0) }, options: options)
        try driver.coldLaunch()
        let scene = try #require(driver.scenes.first)
        #expect(scene.keyWindow?.rootViewController is StoryboardViewController)
    }
}
