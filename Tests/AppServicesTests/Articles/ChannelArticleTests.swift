// swift-format-ignore-file
import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// The article "Choosing a channel": its code is what these tests compile and run.
@MainActor
@Suite struct ChannelArticleTests {
    typealias UserDidSignIn = ChannelArticle.UserDidSignIn
    typealias SessionRestorer = ChannelArticle.SessionRestorer
    typealias GreetingModel = ChannelArticle.GreetingModel
    typealias PlayerModel = ChannelArticle.PlayerModel
    typealias PrivacyShield = ChannelArticle.PrivacyShield
    typealias ReceiptUploader = ChannelArticle.ReceiptUploader
    typealias Receipts = ChannelArticle.Receipts
    typealias ReceiptStore = ChannelArticle.ReceiptStore

    @Test func everyBlockOfTheArticleIsCompiledVerbatim() throws {
        let check = try ArticleBlocks(
            article: "ChoosingAChannel.md", compiledFiles: ["ChannelArticle.swift", "ChannelArticleTests.swift"])
        #expect(check.blocks.count == 6)
        #expect(check.uncompiled.isEmpty, "not compiled verbatim: \(check.uncompiled)")
    }

    @Test func anEventPostedAtLaunchReachesAModelThatNeverSawTheService() throws {
        let bus = EventBus()
        let model = GreetingModel()
        model.listen(to: bus)
        let driver = HeadlessAppDriver(services: [SessionRestorer(bus: bus, savedUserID: "ada")])
        try driver.coldLaunch()
        #expect(model.greeting == "Welcome, ada")
    }

    @Test func theBridgedNotificationReachesCodeThatIsNoService() throws {
        let bus = EventBus()
        let driver = HeadlessAppDriver(services: [PrivacyShield()])
        let bridge = LifecycleNotificationBridge(bus: bus, notificationCenter: driver.system.notificationCenter)
        defer { bridge.stop() }
        let player = PlayerModel(bus: bus)
        try driver.coldLaunch()
        #expect(!player.isPaused)
        try driver.moveToBackground()
        #expect(player.isPaused)
    }

    @Test func aServiceFindsAnotherThroughItsContextInTeardownOrder() throws {
        let shield = PrivacyShield()
        let uploader = ReceiptUploader()
        let driver = HeadlessAppDriver(services: [uploader, shield], usesScenes: true)
        try driver.coldLaunch()
        try driver.moveToBackground()
        #expect(shield.isCovered)
        #expect(uploader.uploaded)
        #expect(driver.host.service(ofType: ReceiptUploader.self) === uploader)
    }

    @Test func theLocatorCreatesTheStoreOnFirstUseAndNamesWhatIsMissing() throws {
let locator = ServiceLocator()
locator.register((any Receipts).self) { _ in ReceiptStore() }
let receipts: any Receipts = try locator.resolve()
        #expect(receipts.count() == 3)
        let missing = #expect(throws: ServiceLookupError.self) { try ServiceLocator().resolve((any Receipts).self) }
        #expect(missing.map { String(describing: $0) }?.contains("Receipts") == true)
    }
}
