import AppServices
import Foundation
import Testing
import UIKitHeadless

/// Code made after the first scene connected takes the pending intent once, or is told it once.
@MainActor
@Suite struct LateConsumerTests {
    @Test(arguments: IntentAppKind.allCases)
    func aConsumerMadeAfterTheSceneConnectedTakesTheIntentOnce(kind: IntentAppKind) throws {
        let app = try IntentApp(kind, scenes: true)
        try app.coldLaunch(from: .url)
        // A router made after sign-in.
        let router = app.host.takePendingLaunchContext()
        #expect(router?.url == ColdIntent.link)
        #expect(app.host.takePendingLaunchContext() == nil)
    }

    @Test func aSubscriberAfterTheConnectionIsToldOnceAndOneBeforeItToo() throws {
        let app = try IntentApp(.uikitSubclass, scenes: true)
        var early: [URL?] = []
        app.host.whenLaunchContextResolved { early.append($0.url) }
        try app.coldLaunch(from: .url)
        var late: [URL?] = []
        app.host.whenLaunchContextResolved { late.append($0.url) }
        try app.system.deactivateScene(app.system.application.connectedScenes.first!)
        #expect(early == [ColdIntent.link])
        #expect(late == [ColdIntent.link])
    }
}
