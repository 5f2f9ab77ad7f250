import Foundation
import Testing
import UIKitHeadless

@testable import AppServices

/// One test per `UISceneDelegate` row of the merge-rule table, driven through the headless system and
/// ``ServicesSceneDelegate``.
@MainActor
@Suite struct SceneDispatchTests {
    let journal = CallLog()

    @Test func willConnectTellsEveryConnectionServiceInOrderWithTheConnectionOptions() throws {
        let url = try #require(URL(string: "demo://inbox"))
        let services = [SceneConnectionRecorder("a", journal), SceneConnectionRecorder("b", journal)]
        _ = try SceneStage(services, connection: HeadlessSceneConnection(urls: [url]))
        #expect(journal.entries == ["a willConnect [\"demo://inbox\"]", "b willConnect [\"demo://inbox\"]"])
    }

    @Test func didDisconnectTellsEveryConnectionServiceInReverseOrder() throws {
        let stage = try SceneStage([SceneConnectionRecorder("a", journal), SceneConnectionRecorder("b", journal)])
        try stage.system.backgroundScene(stage.scene)
        try stage.system.disconnectScene(stage.scene)
        #expect(journal.entries.suffix(2) == ["b didDisconnect", "a didDisconnect"])
    }

    @Test func didBecomeActiveTellsEveryActivationServiceInOrder() throws {
        let stage = try SceneStage([SceneActivationRecorder("a", journal), SceneActivationRecorder("b", journal)])
        try stage.system.activateScene(stage.scene)
        #expect(journal.entries == ["a didBecomeActive", "b didBecomeActive"])
    }

    @Test func willResignActiveTellsEveryActivationServiceInReverseOrder() throws {
        let stage = try SceneStage([SceneActivationRecorder("a", journal), SceneActivationRecorder("b", journal)])
        try stage.system.activateScene(stage.scene)
        try stage.system.deactivateScene(stage.scene)
        #expect(journal.entries.suffix(2) == ["b willResignActive", "a willResignActive"])
    }

    @Test func willEnterForegroundTellsEveryBackgroundTransitionServiceInOrder() throws {
        _ = try SceneStage([SceneBackgroundRecorder("a", journal), SceneBackgroundRecorder("b", journal)])
        #expect(journal.entries == ["a willEnterForeground", "b willEnterForeground"])
    }

    @Test func didEnterBackgroundTellsEveryBackgroundTransitionServiceInReverseOrder() throws {
        let stage = try SceneStage([SceneBackgroundRecorder("a", journal), SceneBackgroundRecorder("b", journal)])
        try stage.system.backgroundScene(stage.scene)
        #expect(journal.entries.suffix(2) == ["b didEnterBackground", "a didEnterBackground"])
    }

    @Test func openURLContextsGivesEveryURLServiceAllTheContextsInOrder() throws {
        let url = try #require(URL(string: "demo://item/7"))
        let stage = try SceneStage([SceneURLRecorder("links", journal), SceneURLRecorder("documents", journal)])
        stage.system.openURL(url, in: stage.scene)
        #expect(journal.entries == ["links open [\"demo://item/7\"]", "documents open [\"demo://item/7\"]"])
    }

    @Test func stateRestorationActivityTakesTheFirstNonNilAndAsksNoFurther() throws {
        let silent = SceneRestorationRecorder("silent", journal)
        let editor = SceneRestorationRecorder("editor", journal)
        editor.activity = NSUserActivity(activityType: "demo.editor")
        let browser = SceneRestorationRecorder("browser", journal)
        browser.activity = NSUserActivity(activityType: "demo.browser")
        let stage = try SceneStage([silent, editor, browser])
        var records: [DispatchRecord] = []
        stage.host.observer = { records.append($0) }
        let scene = stage.scene
        let activity = stage.system.deliver(to: scene, "stateRestorationActivityForScene:") {
            $0.stateRestorationActivity(for: scene)
        }
        #expect(activity??.activityType == "demo.editor")
        #expect(journal.entries == ["silent stateRestorationActivity", "editor stateRestorationActivity"])
        #expect(records.last?.merged == "demo.editor")
    }

    @Test func stateRestorationActivityIsNilWhenNoServiceGivesOne() throws {
        let stage = try SceneStage([SceneRestorationRecorder("a", journal), SceneRestorationRecorder("b", journal)])
        #expect(stage.host.stateRestorationActivity(for: stage.scene) == nil)
        #expect(journal.entries == ["a stateRestorationActivity", "b stateRestorationActivity"])
    }

    @Test func restoreInteractionStateTellsEveryRestorationServiceInOrder() throws {
        let stage = try SceneStage([SceneRestorationRecorder("a", journal), SceneRestorationRecorder("b", journal)])
        let scene = stage.scene
        let activity = NSUserActivity(activityType: "demo.editor")
        stage.system.deliver(to: scene, "scene:restoreInteractionStateWithUserActivity:") {
            $0.scene(scene, restoreInteractionStateWith: activity)
        }
        #expect(journal.entries == ["a restore demo.editor", "b restore demo.editor"])
    }

    @Test func willContinueUserActivityTellsEveryUserActivityServiceInOrder() throws {
        let stage = try SceneStage([SceneUserActivityRecorder("a", journal), SceneUserActivityRecorder("b", journal)])
        let scene = stage.scene
        stage.system.deliver(to: scene, "scene:willContinueUserActivityWithType:") {
            $0.scene(scene, willContinueUserActivityWithType: "demo.article")
        }
        #expect(journal.entries == ["a willContinue demo.article", "b willContinue demo.article"])
    }

    @Test func continueUserActivityGivesEveryUserActivityServiceTheActivityAfterTheAnnouncement() throws {
        let stage = try SceneStage([SceneUserActivityRecorder("a", journal), SceneUserActivityRecorder("b", journal)])
        stage.system.continueUserActivity(NSUserActivity(activityType: "demo.article"), in: stage.scene)
        #expect(
            journal.entries == [
                "a willContinue demo.article", "b willContinue demo.article",
                "a continue demo.article", "b continue demo.article",
            ])
    }

    @Test func didFailToContinueUserActivityTellsEveryUserActivityServiceInOrder() throws {
        struct Unreachable: Error, CustomStringConvertible {
            var description: String { "device unreachable" }
        }
        let stage = try SceneStage([SceneUserActivityRecorder("a", journal), SceneUserActivityRecorder("b", journal)])
        let scene = stage.scene
        stage.system.deliver(to: scene, "scene:didFailToContinueUserActivityWithType:error:") {
            $0.scene(scene, didFailToContinueUserActivityWithType: "demo.article", error: Unreachable())
        }
        #expect(
            journal.entries == [
                "a didFail demo.article device unreachable", "b didFail demo.article device unreachable",
            ])
    }

    @Test func didUpdateUserActivityTellsEveryUpdateServiceInOrder() throws {
        let stage = try SceneStage([
            SceneActivityUpdateRecorder("a", journal), SceneActivityUpdateRecorder("b", journal),
        ])
        let scene = stage.scene
        let activity = NSUserActivity(activityType: "demo.article")
        stage.system.deliver(to: scene, "scene:didUpdateUserActivity:") { $0.scene(scene, didUpdate: activity) }
        #expect(journal.entries == ["a didUpdate demo.article", "b didUpdate demo.article"])
    }

    @Test func eachDispatchIsRecordedWithTheServicesInTheOrderTheyWereCalled() throws {
        let stage = try SceneStage([SceneActivationRecorder("a", journal), SceneLifecycleRecorder("b", journal)])
        var records: [DispatchRecord] = []
        stage.host.observer = { records.append($0) }
        try stage.system.activateScene(stage.scene)
        try stage.system.deactivateScene(stage.scene)
        #expect(
            records == [
                DispatchRecord(
                    selector: "sceneDidBecomeActive:", services: ["SceneActivationRecorder", "SceneLifecycleRecorder"]),
                DispatchRecord(
                    selector: "sceneWillResignActive:", services: ["SceneLifecycleRecorder", "SceneActivationRecorder"]),
            ])
    }
}
