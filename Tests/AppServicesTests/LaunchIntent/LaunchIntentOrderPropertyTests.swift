import AppServices
import Foundation
import PropertyBased
import Testing
import UIKitHeadless

/// Random orders of scene connections, the hold's milestone, subscriptions and takes: every subscriber is told the
/// first scene's intent once, it is taken once, and the held URL reaches the service once, at the milestone.
@MainActor
@Suite struct LaunchIntentOrderPropertyTests {
    enum Step: CaseIterable, Sendable {
        case connect, reach, subscribe, take
    }

    static let consent: LaunchMilestone = "consent-given"
    static let later = URL(string: "demo://second")!

    @Test func anyOrderOfConnectionMilestoneAndConsumersDeliversOnce() async {
        await propertyCheck(count: 200, input: Gen<IntentAppKind>.case, Gen<Step>.case.array(of: 0...14)) {
            kind, steps in
            guard let app = try? IntentApp(kind, scenes: true, hold: Self.consent, multipleScenes: true) else {
                Issue.record("the app could not be made")
                return
            }
            _ = try? app.system.launch()
            var told: [[LaunchContext]] = []
            var taken: [LaunchContext] = []
            var connected = 0
            var reached = false
            var deliveriesBeforeMilestone: [String] = []
            @MainActor func perform(_ step: Step) {
                switch step {
                case .connect:
                    let url = connected == 0 ? ColdIntent.link : Self.later
                    _ = try? app.system.connectScene(HeadlessSceneConnection(urls: [url]))
                    connected += 1
                case .reach:
                    if !reached { deliveriesBeforeMilestone = app.taker.deliveries }
                    app.scheduler()?.reach(Self.consent)
                    reached = true
                case .subscribe:
                    let index = told.count
                    told.append([])
                    app.host.whenLaunchContextResolved { told[index].append($0) }
                case .take:
                    if let context = app.host.takePendingLaunchContext() { taken.append(context) }
                }
            }
            for step in steps { perform(step) }
            if connected == 0 { perform(.connect) }
            if !reached { perform(.reach) }
            perform(.subscribe)
            perform(.take)

            let resolved = app.host.launchContext
            #expect(resolved?.url == ColdIntent.link)
            #expect(told.allSatisfy { $0.count == 1 && $0.first == resolved })
            #expect(taken.count == 1 && taken.first == resolved)
            #expect(!deliveriesBeforeMilestone.contains(ColdIntent.url.delivery))
            #expect(app.taker.deliveries.filter { $0 == ColdIntent.url.delivery }.count == 1)
            #expect(app.taker.deliveries.count == connected)
            #expect(app.taker.contexts.allSatisfy { $0 == resolved })
        }
    }
}
