import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// One test per `UIWindowSceneDelegate` row of the merge-rule table, and the quick action's completion
/// handler: exactly once, merged with OR, at the deadline at the latest.
@MainActor
@Suite struct WindowSceneDispatchTests {
    let journal = CallLog()
    let clock = ManualClock()
    let logs = InMemoryLogCapture()

    @Test func geometryUpdateTellsEveryGeometryServiceInOrder() throws {
        let stage = try SceneStage([
            WindowSceneGeometryRecorder("layout", journal), WindowSceneGeometryRecorder("video", journal),
        ])
        let scene = stage.scene
        stage.deliverToWindowScene("windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:") {
            $0.windowScene(
                scene, didUpdate: SceneTestCoordinateSpace(), interfaceOrientation: .landscapeLeft,
                traitCollection: UITraitCollection())
        }
        #expect(journal.entries == ["layout didUpdate from landscapeLeft", "video didUpdate from landscapeLeft"])
    }

    @Test func acceptedCloudKitShareTellsEveryShareServiceInOrder() throws {
        let stage = try SceneStage([
            WindowSceneCloudKitRecorder("notes", journal), WindowSceneCloudKitRecorder("photos", journal),
        ])
        let scene = stage.scene
        let metadata = CKShare.Metadata(containerIdentifier: "iCloud.demo.notes")
        stage.deliverToWindowScene("windowScene:userDidAcceptCloudKitShareWithMetadata:") {
            $0.windowScene(scene, userDidAcceptCloudKitShareWith: metadata)
        }
        #expect(journal.entries == ["notes accept iCloud.demo.notes", "photos accept iCloud.demo.notes"])
    }

    @Test(arguments: [("search", true), ("compose", true), ("settings", false)])
    func quickActionIsHandledIfAnyServiceHandledIt(type: String, handled: Bool) async throws {
        let stage = try SceneStage([
            ComposeShortcutHandler("compose", journal), AsyncSearchShortcutHandler("search", journal),
        ])
        let item = UIApplicationShortcutItem(type: type, localizedTitle: type)
        let completion = try #require(stage.system.performShortcut(item, in: stage.scene))
        #expect(await completion.value == handled)
        #expect(completion.callCount == 1)
        #expect(journal.entries == ["compose shortcut \(type)", "search shortcut \(type)"])
    }

    @Test func quickActionWithoutAnyServiceIsAnsweredNotHandledAtOnce() throws {
        let stage = try SceneStage([SceneActivationRecorder("other", journal)])
        var answers: [Bool] = []
        stage.host.windowScene(stage.scene, performActionFor: UIApplicationShortcutItem(type: "x", localizedTitle: "X"))
        {
            answers.append($0)
        }
        #expect(answers == [false])
        let item = UIApplicationShortcutItem(type: "x", localizedTitle: "X")
        #expect(stage.system.performShortcut(item, in: stage.scene) == nil, "not advertised, so not delivered")
    }

    @Test func silentQuickActionServiceIsNamedAndTheSystemIsAnsweredAtTheDeadline() async throws {
        let stalled = StalledShortcutHandler("stalled", journal)
        let stage = try SceneStage(
            [stalled, ComposeShortcutHandler("compose", journal)], clock: clock, logger: logs.logger)
        let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose")
        let completion = try #require(stage.system.performShortcut(item, in: stage.scene))
        #expect(completion.callCount == 0)
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .seconds(10))
        #expect(await completion.value == true)
        #expect(
            logs.messages == [
                "StalledShortcutHandler did not call its completion handler for "
                    + "windowScene:performActionForShortcutItem:completionHandler: within 10.0 seconds; "
                    + "answering the system without it"
            ])
        stalled.completion?(false)
        #expect(completion.callCount == 1)
        #expect(logs.messages.last?.hasPrefix("StalledShortcutHandler answered") == true)
        #expect(logs.messages.last?.contains("after the 10.0 seconds deadline") == true)
    }

    @Test func repeatedQuickActionAnswerIsNamedAndIgnored() async throws {
        let stalled = StalledShortcutHandler("stalled", journal)
        let stage = try SceneStage([stalled], clock: clock, logger: logs.logger)
        let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose")
        let completion = try #require(stage.system.performShortcut(item, in: stage.scene))
        stalled.completion?(true)
        stalled.completion?(false)
        #expect(completion.values == [true])
        #expect(logs.messages.count == 1)
        #expect(logs.messages.first?.hasPrefix("StalledShortcutHandler called its completion handler") == true)
        #expect(logs.messages.first?.contains("more than once; the repeated answer false was ignored") == true)
    }
}
