import AppServices
import Foundation
import Testing
import UIKitHeadless

/// What launched the app reaches a launch task and a service written once, the same, once, for every kind of app,
/// every cold-start intent, with and without scenes, in both launch states of a scene-based app, and whichever of
/// `UIScene.willConnectNotification` and `scene(_:willConnectTo:options:)` comes first (Apple gives no order).
@MainActor
@Suite struct LaunchIntentMatrixTests {
    /// A scene-based app's launch state, and whether the connection's notification comes first.
    nonisolated static let sceneLaunches: [(UIApplication.State, notificationFirst: Bool)] = [
        (.inactive, false), (.background, false), (.inactive, true),
    ]
    nonisolated static let sceneCases: [(IntentAppKind, ColdIntent, UIApplication.State, Bool)] = IntentAppKind
        .allCases
        .flatMap { kind in
            ColdIntent.allCases.flatMap { intent in sceneLaunches.map { (kind, intent, $0, $1) } }
        }

    nonisolated static let sceneLessCases: [(IntentAppKind, ColdIntent)] = IntentAppKind.allCases.filter(
        \.worksWithoutScenes
    )
    .flatMap { kind in ColdIntent.allCases.map { (kind, $0) } }

    @Test(arguments: sceneCases)
    func withScenesTheTaskAndTheServiceSeeTheIntentOnce(
        kind: IntentAppKind, intent: ColdIntent, launchState: UIApplication.State, notificationFirst: Bool
    ) async throws {
        let app = try IntentApp(
            kind, scenes: true, launchState: launchState, willConnectNotificationFirst: notificationFirst)
        try app.coldLaunch(from: intent)
        try await check(app, intent)
    }

    @Test(arguments: sceneLessCases)
    func withoutScenesTheTaskAndTheServiceSeeTheIntentOnce(kind: IntentAppKind, intent: ColdIntent) async throws {
        let app = try IntentApp(kind, scenes: false)
        try app.coldLaunch(from: intent)
        try await check(app, intent)
    }

    /// Without scenes, the response to the tapped notification may arrive well after the first activation: the
    /// idle tasks, which wait for no milestone, start after it and see it.
    @Test(arguments: [IntentAppKind.uikitSubclass, .ownHost])
    func withoutScenesIdleTasksStartAfterALateNotificationResponse(kind: IntentAppKind) async throws {
        let app = try IntentApp(kind, scenes: false)
        try app.system.launch(options: ColdIntent.notificationTap.launchOptions)
        try app.system.activate()
        try await Task.sleep(for: .milliseconds(200))
        #expect(app.seen["links.warm"].isEmpty)
        app.system.respondToNotification(ColdIntent.response())
        try await check(app, .notificationTap)
    }

    private func check(_ app: IntentApp, _ intent: ColdIntent) async throws {
        let report = try #require(await app.report())
        #expect(report.pendingTasks.isEmpty)
        #expect(app.taker.deliveries == [intent.delivery])
        let taskSaw = app.seen["routing.open"]
        #expect(taskSaw.count == 1)
        #expect(intent.matches(taskSaw.first ?? nil))
        #expect(app.seen["links.warm"] == taskSaw)
        #expect(app.taker.contexts == taskSaw)
        #expect(app.host.launchContext == taskSaw.first ?? nil)
        if intent == .notificationTap { #expect(app.taker.launchResponses == [true]) }
        #expect(app.host.takePendingLaunchContext() == taskSaw.first ?? nil)
        #expect(app.host.takePendingLaunchContext() == nil)
    }
}
