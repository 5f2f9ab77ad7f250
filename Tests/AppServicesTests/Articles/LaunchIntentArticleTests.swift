import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// The article "What launched the app": its code is what these tests compile and run.
@MainActor
@Suite(.serialized) struct LaunchIntentArticleTests {
    @Test func everyBlockOfTheArticleIsCompiledVerbatim() throws {
        let check = try ArticleBlocks(
            article: "WhatLaunchedTheApp.md", compiledFiles: ["LaunchIntentArticle.swift"])
        #expect(check.blocks.count == 4)
        #expect(check.uncompiled.isEmpty, "not compiled verbatim: \(check.uncompiled)")
    }

    @Test func theRoutingTaskSeesTheLinkOfTheFirstScene() async throws {
        DeepLinks.prefetched.withLock { $0 = [] }
        let driver = HeadlessAppDriver(
            services: [], launchTasks: [LaunchIntentArticle.routingTask], usesScenes: true,
            options: HeadlessSystem.Options(sdk: .iOS27))
        try driver.coldLaunch(fromURL: ColdIntent.link)
        _ = try await driver.launchReport()
        #expect(DeepLinks.prefetched.current == [ColdIntent.link])
    }

    @Test func theInboxTellsTheLaunchingResponseFromALaterOne() throws {
        let inbox = LaunchIntentArticle.Inbox()
        let driver = HeadlessAppDriver(services: [inbox], usesScenes: true)
        try driver.coldLaunch(fromNotification: ColdIntent.response())
        let later = UNNotificationRequest(identifier: "order-8", content: UNNotificationContent(), trigger: nil)
        driver.system.respondToNotification(UNNotificationResponse(notification: UNNotification(request: later)))
        #expect(inbox.openedAtLaunch == ["order-7"])
    }

    @Test func theRouterTakesOnceAndFollowsOnce() throws {
        let driver = HeadlessAppDriver(services: [], usesScenes: true)
        try driver.coldLaunch(fromURL: ColdIntent.link)
        let router = LaunchIntentArticle.Router()
        router.start(with: driver.host)
        router.start(with: driver.host)
        router.follow(driver.host)
        #expect(router.opened == [ColdIntent.link, ColdIntent.link])
    }

    @Test func theHoldingAppDelegateOpensTheLinkAtConsent() throws {
        let driver = HeadlessAppDriver(
            appDelegate: { LaunchIntentArticle.HoldingAppDelegate() },
            sceneDelegate: { ServicesSceneDelegate() })
        try driver.coldLaunch(fromURL: ColdIntent.link)
        let links = try #require(driver.host.service(ofType: LaunchIntentArticle.LinkRouting.self))
        #expect(links.opened.isEmpty)
        driver.appDelegate.launchScheduler?.reach(.consentGiven)
        #expect(links.opened == [ColdIntent.link])
    }
}
