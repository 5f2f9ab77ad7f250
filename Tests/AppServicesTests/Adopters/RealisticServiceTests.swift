import AppServices
import AppServicesTesting
import Foundation
import Testing

#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitHeadless
#endif

/// Service code written as an iOS developer writes it, run through the real adapters on the headless
/// system, asserting what it asked of the system: permission, registration, windows, the badge, URLs.
@MainActor
@Suite struct RealisticServiceTests {
    @Test func aGrantedPushServiceAsksOnceRegistersAndReceivesItsToken() async throws {
        let push = PushRegistrationService()
        let driver = HeadlessAppDriver(services: [push])
        try driver.coldLaunch()
        try await #require(push.authorization).value
        #expect(driver.system.notificationAuthorizationRequests == [[.alert, .badge, .sound]])
        #expect(driver.system.notificationAuthorizationStatus == .authorized)
        #expect(driver.system.remoteNotificationRegistrationRequested)
        let token = Data([0xAB, 0xCD])
        try driver.system.completeRemoteNotificationRegistration(deviceToken: token)
        #expect(push.deviceToken == token)
        #expect(driver.system.application.isRegisteredForRemoteNotifications)
    }

    @Test func aDeniedPushServiceDoesNotRegisterAndDoesNotAskAgainOnTheNextLaunchOfTheService() async throws {
        let push = PushRegistrationService()
        let driver = HeadlessAppDriver(
            services: [push], options: HeadlessSystem.Options(notificationAuthorization: .denied))
        try driver.coldLaunch()
        try await #require(push.authorization).value
        #expect(driver.system.notificationAuthorizationStatus == .denied)
        #expect(!driver.system.remoteNotificationRegistrationRequested)
        #expect(throws: HeadlessTransitionError.self) {
            try driver.system.completeRemoteNotificationRegistration(deviceToken: Data())
        }

        // The next launch, as the system makes it: a call outside the system's own would reach whichever
        // headless app acted last, another test's when tests run side by side.
        driver.system.deliver("application:didFinishLaunchingWithOptions:") { application, _ in
            _ = push.application(application, didFinishLaunchingWithOptions: nil)
        }
        try await #require(push.authorization).value
        #expect(driver.system.notificationAuthorizationRequests.count == 1, "a denied app is not asked again")
    }

    @Test func theCompletionHandlerStyleRegistersOnTheMainQueueAfterTheUserAllows() async throws {
        let driver = HeadlessAppDriver(services: [LegacyPushRegistrationService()])
        try driver.coldLaunch()
        #expect(driver.system.notificationAuthorizationRequests == [[.alert, .sound]])
        await driver.advance(by: .zero)
        #expect(driver.system.remoteNotificationRegistrationRequested)
    }

    @Test func aWindowServiceShowsTheHomeScreenInTheConnectedScene() throws {
        let windows = WindowService()
        let driver = HeadlessAppDriver(services: [windows], usesScenes: true)
        try driver.coldLaunch()
        let scene = try #require(driver.scenes.first)
        let window = try #require(windows.windows.first)
        #expect(driver.system.keyWindow === window)
        #expect(scene.keyWindow === window && scene.windows == [window])
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.windowScene === scene)
        #expect(window.frame == UIScreen.main.bounds)
        let home = try #require(window.rootViewController as? HomeViewController)
        #expect(home.didLoad, "showing the window loads its root view")
        #expect(home.view.frame == UIScreen.main.bounds)
    }

    @Test func anAppWithoutScenesShowsTheMainWindowItCreatesAtLaunch() throws {
        let main = MainWindowService()
        let driver = HeadlessAppDriver(services: [main])
        try driver.coldLaunch()
        let window = try #require(main.window)
        #expect(driver.system.keyWindow === window)
        #expect(window.isKeyWindow && window.windowScene == nil)
        #expect(window.rootViewController is HomeViewController)
    }

    @Test(arguments: [false, true])
    func theBadgeIsClearedWheneverTheAppBecomesActive(usesScenes: Bool) throws {
        let driver = HeadlessAppDriver(services: [BadgeClearingService()], usesScenes: usesScenes)
        try driver.coldLaunch()
        #expect(driver.system.application.applicationIconBadgeNumber == 0)
        try driver.moveToBackground()
        driver.system.application.applicationIconBadgeNumber = 3  // pushes arrived in the background
        try driver.returnToForeground()
        #expect(driver.system.application.applicationIconBadgeNumber == 0)
    }

    @Test func aDeepLinkServiceRoutesItsOwnLinksAndHandsWebLinksToTheSystem() throws {
        let links = DeepLinkService()
        let driver = HeadlessAppDriver(services: [links])
        try driver.coldLaunch(fromURL: try #require(URL(string: "shop://product/42")))
        #expect(links.routed == ["product"])
        let article = try #require(URL(string: "https://example.com/news"))
        #expect(driver.system.openURL(article, options: [:]) == true)
        #expect(driver.system.application.openedExternalURLs == [article])
    }

    @Test func directionsOpenTheMapsAppOnlyWhenItIsInstalled() async throws {
        let links = DeepLinkService()
        let withoutMaps = HeadlessAppDriver(services: [links])
        try withoutMaps.coldLaunch()
        #expect(await links.openDirections(to: "1 Main St"))
        #expect(withoutMaps.system.application.openedExternalURLs.map(\.scheme) == ["https"])

        let withMaps = HeadlessAppDriver(
            services: [links], options: HeadlessSystem.Options(openableURLSchemes: ["https", "maps"]))
        try withMaps.coldLaunch()
        #expect(await links.openDirections(to: "1 Main St"))
        #expect(withMaps.system.application.openedExternalURLs.map(\.scheme) == ["maps"])
    }
}
