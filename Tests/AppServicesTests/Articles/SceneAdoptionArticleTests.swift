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

    @Test func everyBlockOfTheArticleIsCompiledVerbatim() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let article = try String(
            contentsOf: here.appendingPathComponent(
                "../../../Sources/AppServices/AppServices.docc/AdoptingTheSceneLifeCycle.md"),
            encoding: .utf8)
        let compiled = try ["SceneAdoptionArticle.swift", "SceneAdoptionArticleTests.swift"].map {
            try String(contentsOf: here.appendingPathComponent($0), encoding: .utf8)
        }
        let compiledLines = MovingArticleTests.normalizedLines(compiled.joined(separator: "\n"))
        let blocks = MovingArticleTests.swiftBlocks(of: article)
        #expect(blocks.count == 6)
        for block in blocks {
            let lines = MovingArticleTests.normalizedLines(block)
            let found = compiledLines.indices.contains { start in
                start + lines.count <= compiledLines.count && Array(compiledLines[start..<start + lines.count]) == lines
            }
            #expect(found, "not compiled: \(lines.first ?? "")")
        }
    }

    @Test func theServicesSeeTheSameCallsInBothLifeCycles() throws {
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

    @Test func theWindowServiceGivesEachSceneItsKeyWindow() throws {
        let driver = HeadlessAppDriver(services: [WindowSetup()], usesScenes: true)
        try driver.coldLaunch()
        let scene = try #require(driver.scenes.first)
        #expect((scene.delegate as? ServicesSceneDelegate)?.window?.isKeyWindow == true)
    }
}
