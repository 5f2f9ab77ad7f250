import AppServices
import Foundation
import Testing
import UIKitHeadless

/// The adaptor's delegate answers the configuration of connecting scenes only where the app already uses scenes
/// and SwiftUI's delegate forwards to it, with the session's own configuration, so TN3187's rule stays true for
/// every other app.
@MainActor
@Suite struct SwiftUIConfigurationAnswerTests {
    static let selector = "application:configurationForConnectingSceneSession:options:"

    @Test func aSwiftUIAppWithScenesIsAskedAndGetsTheSessionsOwnConfiguration() throws {
        let app = try IntentApp(.swiftUIWithoutServicesSceneDelegate, scenes: true)
        try app.system.launch()
        let scene = try app.system.connectScene(ColdIntent.url.connection)
        #expect(app.system.log.contains(HeadlessLogEntry(.applicationDelegate, Self.selector)))
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.delegate is SwiftUISceneDelegateStandIn)
    }

    @Test func aForwardingDelegateWithoutAScenenManifestDoesNotAdoptScenes() throws {
        let delegate = IntentAppDelegate(taker: IntentTaker(), tasks: [], center: NotificationCenter())
        let system = HeadlessSystem(
            delegate: SwiftUIAppDelegateStandIn(adapted: delegate),
            options: HeadlessSystem.Options(sdk: .iOS27), notificationCenter: NotificationCenter())
        #expect(!system.usesScenes)
        #expect(throws: HeadlessTransitionError.self) { try system.launch() }
    }

    @Test func aDelegateOutsideAnyAppAnswersWithoutReadingTheApplication() {
        let delegate = IntentAppDelegate(taker: IntentTaker(), tasks: [], center: NotificationCenter())
        #expect(!delegate.responds(to: NSSelectorFromString(Self.selector)))
    }

    @Test func aUIKitSubclassIsNotAskedForTheLaunchIntent() throws {
        let app = try IntentApp(.uikitSubclass, scenes: true)
        try app.coldLaunch(from: .url)
        #expect(!app.system.log.contains(HeadlessLogEntry(.applicationDelegate, Self.selector)))
        #expect(app.taker.deliveries == [ColdIntent.url.delivery])
    }
}
