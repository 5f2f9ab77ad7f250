import AppServices
import Foundation
import Testing
import UIKitHeadless

/// The cold-start intent held until a milestone of the app's reaches the services once, then; the report shows it.
@MainActor
@Suite struct LaunchIntentHoldTests {
    nonisolated static let consent: LaunchMilestone = "consent-given"

    /// Without scenes, and with scenes whichever of the connection's notification and delegate call comes first.
    nonisolated static let cases: [(IntentAppKind, IntentLifecycle, ColdIntent)] = IntentAppKind.allCases.flatMap {
        kind in
        IntentLifecycle.allCases.filter { $0 != .withoutScenes || kind.worksWithoutScenes }.flatMap { lifecycle in
            [ColdIntent.url, .universalLink, .quickAction, .cloudKitShare].map { (kind, lifecycle, $0) }
        }
    }

    enum IntentLifecycle: CaseIterable, Sendable {
        case withoutScenes, scenes, scenesNotificationFirst
    }

    @Test(arguments: cases)
    func aHeldIntentIsDeliveredAtItsMilestoneOnce(
        kind: IntentAppKind, lifecycle: IntentLifecycle, intent: ColdIntent
    ) async throws {
        let app = try IntentApp(
            kind, scenes: lifecycle != .withoutScenes, hold: Self.consent,
            willConnectNotificationFirst: lifecycle == .scenesNotificationFirst)
        try app.coldLaunch(from: intent)
        #expect(app.taker.deliveries.isEmpty)
        #expect(intent.matches(app.host.launchContext))
        let scheduler = try #require(app.scheduler())
        let before = await scheduler.finished
        let hold = try #require(before.heldLaunchIntents.first)
        #expect(before.heldLaunchIntents.count == 1)
        #expect(hold.milestone == Self.consent)
        #expect(hold.delivered == nil)
        #expect(app.seen["routing.open"].count == 1)

        scheduler.reach(Self.consent)
        scheduler.reach(Self.consent)
        #expect(app.taker.deliveries == [intent.delivery])
        let after = await scheduler.finished
        #expect(after.heldLaunchIntents.count == 1)
        let delivered = try #require(after.heldLaunchIntents.first?.delivered)
        #expect(delivered >= hold.held)
        #expect(after.milestones.contains { $0.milestone == Self.consent && $0.reached != nil })
    }

    @Test func aMilestoneNeverReachedLeavesTheIntentHeld() async throws {
        let app = try IntentApp(.uikitSubclass, scenes: true, hold: Self.consent)
        try app.coldLaunch(from: .url)
        let report = try #require(await app.report())
        #expect(app.taker.deliveries.isEmpty)
        #expect(report.heldLaunchIntents.map(\.intent) == ["url \(ColdIntent.link.absoluteString)"])
        #expect(report.heldLaunchIntents.first?.duration == nil)
    }

    @Test func aMilestoneReachedBeforeTheSceneConnectsHoldsNothing() async throws {
        let app = try IntentApp(.uikitSubclass, scenes: true, hold: Self.consent)
        try app.system.launch()
        app.scheduler()?.reach(Self.consent)
        let scene = try app.system.connectScene(ColdIntent.url.connection)
        try app.system.activateScene(scene)
        #expect(app.taker.deliveries == [ColdIntent.url.delivery])
        #expect(try #require(await app.report()).heldLaunchIntents.isEmpty)
    }

    @Test func theHoldRoundTripsThroughTheReportsJSON() throws {
        var report = LaunchReport(tasks: [], phases: [])
        report.heldLaunchIntents = [
            LaunchIntentHoldRecord(
                intent: "url demo://x", milestone: Self.consent, held: .milliseconds(3), delivered: nil),
            LaunchIntentHoldRecord(
                intent: "quick action a", milestone: Self.consent, held: .milliseconds(3), delivered: .seconds(2)),
        ]
        let decoded = try JSONDecoder().decode(LaunchReport.self, from: JSONEncoder().encode(report))
        #expect(decoded == report)
        #expect(decoded.heldLaunchIntents[1].duration == .seconds(2) - .milliseconds(3))
    }
}
