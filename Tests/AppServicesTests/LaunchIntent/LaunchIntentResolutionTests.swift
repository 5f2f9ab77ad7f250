import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// When the intent is resolved, to what, and that nothing changes it afterwards.
@MainActor
@Suite struct LaunchIntentResolutionTests {
    final class Fetcher: RemoteNotificationService {
        var resolvedWhenFetching: [LaunchContext?] = []
        weak var host: ServiceHost?
        func application(
            _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
        ) {
            resolvedWhenFetching.append(host?.launchContext)
            completionHandler(.newData)
        }
    }

    @Test(arguments: [false, true])
    func aSilentPushBackgroundLaunchResolvesToNone(usesScenes: Bool) throws {
        let fetcher = Fetcher()
        let driver = HeadlessAppDriver(services: [fetcher], usesScenes: usesScenes)
        fetcher.host = driver.host
        var told: [LaunchContext] = []
        driver.host.whenLaunchContextResolved { told.append($0) }
        try driver.backgroundLaunch(forPush: ["aps": ["content-available": 1], "order": "7"])
        let context = try #require(driver.host.launchContext)
        #expect(!context.hasIntent)
        #expect(context.remoteNotification == nil)
        #expect(told == [context])
        #expect(fetcher.resolvedWhenFetching == [context])
        #expect(driver.host.takePendingLaunchContext() == nil)
        // The user opens the app later from a link: a warm event, not the launch.
        if usesScenes {
            try driver.connectScene(HeadlessSceneConnection(urls: [ColdIntent.link]))
        } else {
            try driver.returnToForeground()
        }
        #expect(driver.host.launchContext == context)
        #expect(told.count == 1)
    }

    @Test func aSceneBasedAppIsPendingAfterLaunchUntilItsFirstSceneConnects() throws {
        let app = try IntentApp(.uikitSubclass, scenes: true)
        try app.system.launch()
        #expect(app.host.launchContext == nil)
        #expect(app.host.takePendingLaunchContext() == nil)
        try app.system.connectScene(ColdIntent.url.connection)
        #expect(app.host.launchContext?.url == ColdIntent.link)
        #expect(app.host.launchContext?.sourceApplication == "com.apple.mobilesafari")
    }

    @Test func aSecondScenesConnectionDoesNotChangeTheContext() async throws {
        let app = try IntentApp(.uikitSubclass, scenes: true, multipleScenes: true)
        let first = try #require(try app.coldLaunch(from: .url))
        let resolved = app.host.launchContext
        let second = try app.system.connectScene(ColdIntent.quickAction.connection)
        try app.system.activateScene(second)
        #expect(app.host.launchContext == resolved)
        #expect(app.taker.deliveries == [ColdIntent.url.delivery, ColdIntent.quickAction.delivery])
        #expect(app.taker.contexts == [resolved, resolved])
        _ = first
    }

    @Test func aSceneOfAnotherRoleDoesNotResolveTheContext() throws {
        let app = try IntentApp(.uikitSubclass, scenes: true, multipleScenes: true)
        try app.system.launch()
        var display = HeadlessSceneConnection(urls: [URL(string: "demo://display")!])
        display.role = .windowExternalDisplayNonInteractive
        try app.system.connectScene(display)
        #expect(app.host.launchContext == nil)
        try app.system.connectScene(ColdIntent.url.connection)
        #expect(app.host.launchContext?.url == ColdIntent.link)
    }

    @Test func aStateRestorationActivityIsNotAUniversalLink() throws {
        let app = try IntentApp(.uikitSubclass, scenes: true)
        try app.system.launch()
        let restoration = NSUserActivity(activityType: "com.example.order.viewing")
        try app.system.connectScene(HeadlessSceneConnection(userActivities: [restoration]))
        let context = try #require(app.host.launchContext)
        #expect(context.userActivityType == "com.example.order.viewing")
        #expect(!context.isUniversalLink)
        #expect(context.hasIntent)
    }

    @Test func aPlainLaunchResolvesToNothingInBothLifecycles() throws {
        for scenes in [false, true] {
            let app = try IntentApp(.uikitSubclass, scenes: scenes)
            if scenes {
                try app.system.launch()
                try app.system.connectScene()
            } else {
                try app.system.launch()
            }
            let context = try #require(app.host.launchContext)
            #expect(!context.hasIntent)
            #expect(app.host.takePendingLaunchContext() == nil)
        }
    }
}
