import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// The waits of the resolution are bounded: without scenes a notification tap waits for its response, and a
/// scene-based app launched in the background for work no delegate hears of resolves to none, each at the latest
/// 10 seconds (on the host's clock) after `didFinishLaunching`.
@MainActor
@Suite struct LaunchIntentBoundTests {
    /// The context the host resolves, once it does.
    private func resolved(_ host: ServiceHost) async -> LaunchContext {
        await withCheckedContinuation { continuation in
            host.whenLaunchContextResolved { continuation.resume(returning: $0) }
        }
    }

    @Test func withoutScenesANotificationTapIsResolvedAtItsResponseAsWithScenes() async throws {
        let withScenes = try IntentApp(.uikitSubclass, scenes: true)
        try withScenes.coldLaunch(from: .notificationTap)
        let app = try IntentApp(.uikitSubclass, scenes: false)
        try app.system.launch(options: ColdIntent.notificationTap.launchOptions)
        try app.system.activate()
        #expect(app.host.launchContext == nil)
        app.system.respondToNotification(ColdIntent.response())
        var context = try #require(app.host.launchContext)
        var sceneContext = try #require(withScenes.host.launchContext)
        context.keys = []
        sceneContext.keys = []
        #expect(context == sceneContext)
        #expect(app.taker.launchResponses == [true])
        #expect(app.taker.contexts == [app.host.launchContext])
    }

    @Test func withoutScenesAResponseThatNeverComesResolvesToThePayloadAtTheBound() async throws {
        let taker = IntentTaker()
        let driver = HeadlessAppDriver(services: [taker])
        try driver.system.launch(options: [.remoteNotification: ColdIntent.payload])
        try driver.system.activate()
        #expect(driver.host.launchContext == nil)
        await driver.clock.waitForSleepers(count: 1)
        driver.clock.advance(by: .seconds(9))
        #expect(driver.host.launchContext == nil)
        driver.clock.advance(by: .seconds(1))
        let context = await resolved(driver.host)
        #expect(context.remoteNotification?["order"] == .string("7"))
        #expect(context.notificationResponse == nil)
    }

    @Test func withoutScenesATapWhoseResponseNoServiceTakesIsResolvedAtLaunch() throws {
        let driver = HeadlessAppDriver(services: [RecordingService(handling: [.didBecomeActive])])
        try driver.system.launch(options: [.remoteNotification: ColdIntent.payload])
        #expect(driver.host.launchContext?.remoteNotification?["order"] == .string("7"))
        #expect(driver.clock.sleeperCount == 0)
    }

    @Test func aSceneBasedBackgroundLaunchForOtherWorkResolvesToNoneAtTheBound() async throws {
        let driver = HeadlessAppDriver(services: [IntentTaker()], usesScenes: true)
        var told: [LaunchContext] = []
        driver.host.whenLaunchContextResolved { told.append($0) }
        try driver.system.launchInBackground(options: [.location: true])
        #expect(driver.host.launchContext == nil)
        await driver.clock.waitForSleepers(count: 1)
        driver.clock.advance(by: .seconds(10))
        let context = await resolved(driver.host)
        #expect(!context.hasIntent)
        #expect(told == [context])
        // The user opens the app later from a link: that scene's event, not the launch's.
        try driver.connectScene(HeadlessSceneConnection(urls: [ColdIntent.link]))
        #expect(driver.host.launchContext == context)
        #expect(told.count == 1)
    }

    @Test(arguments: [UIApplication.State.inactive, .background])
    func aForegroundLaunchWhoseSceneConnectsInTimeIsNotResolvedToNone(state: UIApplication.State) throws {
        var options = HeadlessSystem.Options()
        options.sceneLaunchState = state
        let driver = HeadlessAppDriver(services: [IntentTaker()], usesScenes: true, options: options)
        try driver.system.launch()
        try driver.connectScene(ColdIntent.url.connection)
        #expect(driver.host.launchContext?.url == ColdIntent.link)
        #expect(driver.clock.sleeperCount == 0)
        driver.clock.advance(by: .seconds(10))
        #expect(driver.host.launchContext?.url == ColdIntent.link)
    }

    @Test func aLaunchWhoseTasksDoNotWaitForTheIntentDoesNotDeclareItsMilestone() async throws {
        let driver = HeadlessAppDriver(
            services: [], launchTasks: [LaunchTask("warm", phase: .firstSceneActive) {}])
        try driver.coldLaunch()
        let report = try await driver.launchReport()
        #expect(!report.milestones.map(\.milestone).contains(.launchIntentResolved))
        #expect(driver.host.launchContext?.hasIntent == false)
    }
}
