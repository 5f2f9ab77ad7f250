import AppServices
import AppServicesTesting
import Testing

/// The article "Waiting for the app's milestones": its code is what these tests compile and run.
@MainActor
@Suite(.serialized) struct MilestonesArticleTests {
    typealias AppDelegate = MilestonesArticle.AppDelegate
    typealias ConsentController = MilestonesArticle.ConsentController

    @Test func everyBlockOfTheArticleIsCompiledVerbatim() throws {
        let check = try ArticleBlocks(
            article: "WaitingForTheAppsMilestones.md",
            compiledFiles: ["MilestonesArticle.swift", "MilestonesArticleTests.swift"])
        #expect(check.blocks.count == 5)
        #expect(check.uncompiled.isEmpty, "not compiled verbatim: \(check.uncompiled)")
    }

    @Test func analyticsWaitsForConsentThroughTheLaunchAndStartsWhenTheUserAgrees() async throws {
        AnalyticsSDK.calls.withLock { $0 = [] }
        let driver = HeadlessAppDriver(appDelegate: { AppDelegate() })
        try driver.coldLaunch()
        let scheduler = try #require(driver.appDelegate.launchScheduler)
        let beforeConsent = await scheduler.finished
        #expect(beforeConsent.pendingTasks == ["analytics.start", "analytics.upload"])
        #expect(beforeConsent.isSuccessful && AnalyticsSDK.calls.current.isEmpty)
        let consent = ConsentController(appDelegate: try #require(driver.appDelegate as? AppDelegate))
        consent.userAgreed()
        let report = await scheduler.finished
        #expect(report.pendingTasks.isEmpty)
        #expect(report.tasks.map(\.outcome) == [.succeeded, .succeeded])
        #expect(AnalyticsSDK.calls.current == ["start", "upload"])
        #expect(report.milestones.first?.reached != nil)
    }

    @Test func withdrawingConsentBeforeItWasGivenSkipsAnalyticsAndStopsTheSDK() async throws {
        AnalyticsSDK.calls.withLock { $0 = [] }
        let driver = HeadlessAppDriver(appDelegate: { AppDelegate() })
        try driver.coldLaunch()
        let consent = ConsentController(appDelegate: try #require(driver.appDelegate as? AppDelegate))
        consent.userWithdrew()
        let report = try await #require(driver.appDelegate.launchScheduler).finished
        #expect(report.tasks.map(\.outcome) == [.skipped, .skipped])
        #expect(report.isSuccessful, "optional tasks skipped by a withdrawal fail no launch")
        #expect(AnalyticsSDK.calls.current == ["stop"])
    }
}
