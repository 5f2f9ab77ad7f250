// swift-format-ignore-file
import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// The article "Adopting the scene life cycle": its code is what these tests compile and run.
@MainActor
@Suite struct SceneAdoptionArticleTests {
    typealias SessionClock = SceneAdoptionArticle.SessionClock
    typealias SceneSetup = SceneAdoptionArticle.SceneSetup
    typealias WindowSetup = SceneAdoptionArticle.WindowSetup
    typealias LegacyAppDelegate = SceneAdoptionArticle.LegacyAppDelegate
    typealias SceneDelegate = SceneAdoptionArticle.SceneDelegate

    @Test func everyBlockOfTheArticleIsCompiledVerbatim() throws {
        let check = try ArticleBlocks(
            article: "AdoptingTheSceneLifeCycle.md",
            compiledFiles: ["SceneAdoptionArticle.swift", "SceneAdoptionArticleTests.swift"])
        #expect(check.blocks.count == 9)
        #expect(check.uncompiled.isEmpty, "not compiled verbatim: \(check.uncompiled)")
    }

    @Test func theServicesSeeTheSameCallsInBothLifecycles() throws {
for usesScenes in [false, true] {
    let clock = SessionClock()
    let driver = HeadlessAppDriver(services: [clock, WindowSetup()], usesScenes: usesScenes)
    try driver.coldLaunch(fromURL: URL(string: "gazette://today")!)
    try driver.moveToBackground()
    #expect(clock.events == ["gazette://today", "active", "background"])
}
    }

    @Test func builtWithIOS27OnlyTheAppWithASceneConfigurationLaunches() throws {
let legacy = HeadlessAppDriver(services: [SessionClock()], options: HeadlessSystem.Options(sdk: .iOS27))
#expect(throws: HeadlessTransitionError.self) { try legacy.coldLaunch() }
let adopted = HeadlessAppDriver(services: [SessionClock(), SceneSetup()], options: HeadlessSystem.Options(sdk: .iOS27))
try adopted.coldLaunch()
        #expect(adopted.system.state == .active)
    }

    @Test func theAppDelegatesWindowShowsInTheMainScene() throws {
let driver = HeadlessAppDriver(
    appDelegate: { LegacyAppDelegate() }, sceneDelegate: { SceneDelegate() }, options: HeadlessSystem.Options(sdk: .iOS27))
try driver.coldLaunch()
let scene = try #require(driver.scenes.first)
#expect(scene.keyWindow === driver.appDelegate.window)
        #expect(scene.keyWindow?.isHidden == false)
    }

    @Test func theWindowServiceGivesEachSceneItsKeyWindow() throws {
        let driver = HeadlessAppDriver(services: [WindowSetup()], usesScenes: true)
        try driver.coldLaunch()
        let scene = try #require(driver.scenes.first)
        #expect((scene.delegate as? ServicesSceneDelegate)?.window?.isKeyWindow == true)
    }
}
