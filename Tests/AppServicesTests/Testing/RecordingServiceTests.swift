import AppServices
import AppServicesTesting
import Foundation
import Testing
import UIKitHeadless

/// What a user of ``RecordingService`` relies on: it advertises what it is told to, answers neutrally
/// unless told otherwise, and provokes late and repeated answers that the host names.
@MainActor
@Suite struct RecordingServiceTests {
    static let fetch = DelegateCallback.performFetch
    static let push = DelegateCallback.didReceiveRemoteNotificationWithFetch

    @Test func aSelectiveRecorderMakesTheAdaptersAdvertiseOnlyTheCallbacksItHandles() {
        let handled: Set<String> = ["application:openURL:options:", "sceneDidBecomeActive:"]
        let driver = HeadlessAppDriver(services: [RecordingService(handling: [.openURL, .sceneDidBecomeActive])])
        let launchCallbacks: Set<String> = [
            "application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:",
        ]
        // A scene-based app's URLs arrive through the scene delegate, which then hands them to the URL openers.
        let sceneURLCallbacks: Set<String> = ["scene:willConnectToSession:options:", "scene:openURLContexts:"]
        #expect(driver.host.advertisedSelectors == handled.union(launchCallbacks).union(sceneURLCallbacks))
        #expect(driver.appDelegate.responds(to: NSSelectorFromString("application:openURL:options:")))
        #expect(!driver.appDelegate.responds(to: NSSelectorFromString("applicationDidBecomeActive:")))
        #expect(DelegateCallback.allCases.allSatisfy(RecordingService().handles))
    }

    @Test func theDefaultAnswersAreNeutral() throws {
        let recorder = RecordingService()
        let driver = HeadlessAppDriver(services: [recorder])
        let launch = try driver.coldLaunch(fromURL: try #require(URL(string: "demo://orders/7")))
        #expect(launch.handled)
        #expect(launch.openedURL == false)
        #expect(try driver.system.supportedInterfaceOrientations() == .allButUpsideDown, "the Info.plist decides")
        #expect(driver.system.shouldAllowExtensionPoint(.keyboard))
        let presented = try #require(driver.system.presentNotification(Self.notification("n1")))
        #expect(presented.values == [[]])
        try driver.moveToBackground()
        #expect(try #require(try driver.backgroundFetch()).values == [.noData])
        #expect(
            recorder.calls.first { $0.selector == "application:openURL:options:" }
                == RecordingService.RecordedCall(.openURL, arguments: "demo://orders/7")
        )
    }

    @Test func changedAnswersReachTheSystemThroughTheMergeRules() throws {
        var answers = RecordingService.Answers()
        answers.opensURL = true
        answers.supportedInterfaceOrientations = .portrait
        answers.allowsExtensionPoint = false
        answers.presentationOptions = [.banner]
        answers.fetchResult = .newData
        answers.didFinishLaunching = false
        let driver = HeadlessAppDriver(services: [RecordingService(answers: answers)])
        let launch = try driver.coldLaunch(fromURL: try #require(URL(string: "demo://orders/7")))
        #expect(!launch.handled)
        #expect(launch.openedURL == nil, "UIKit does not open the URL after a launch callback said no")
        #expect(driver.system.openURL(try #require(URL(string: "demo://orders/8"))) == true)
        #expect(try driver.system.supportedInterfaceOrientations() == .portrait)
        #expect(!driver.system.shouldAllowExtensionPoint(.keyboard))
        #expect(try #require(driver.system.presentNotification(Self.notification("n1"))).values == [[.banner]])
        try driver.moveToBackground()
        #expect(try #require(try driver.backgroundFetch()).values == [.newData])
    }

    @Test func aRecorderThatNeverAnswersIsNamedAtTheDeadlineAndItsLateAnswerIsNamedAndIgnored() async throws {
        let recorder = RecordingService(completion: .never)
        let driver = HeadlessAppDriver(services: [recorder])
        let completion = try #require(try driver.backgroundLaunch(forPush: ["aps": ["content-available": 1]]))
        #expect(recorder.pendingCompletions == [Self.push])
        await driver.clock.waitForSleepers(count: 1)
        await driver.advance(by: DispatchDeadlines.default.remoteNotification)
        #expect(completion.values == [.noData])
        #expect(
            driver.warnings == [
                "RecordingService did not call its completion handler for \(Self.push.selector) within 25.0 seconds; answering the system without it"
            ])

        recorder.answers.fetchResult = .newData
        #expect(recorder.completePending(Self.push))
        #expect(!recorder.completePending(Self.push), "the kept handler is used up")
        #expect(recorder.pendingCompletions.isEmpty)
        #expect(completion.values == [.noData], "the system's handler is not called again")
        #expect(
            driver.warnings.last
                == "RecordingService answered \(Self.push.selector) after the 25.0 seconds deadline; the answer newData was ignored"
        )
    }

    @Test func aRecorderThatAnswersTwiceIsNamedAndTheSystemHearsOnce() throws {
        let driver = HeadlessAppDriver(services: [RecordingService(completion: .twice)])
        try driver.coldLaunch()
        try driver.moveToBackground()
        let completion = try #require(try driver.backgroundFetch())
        #expect(completion.values == [.noData])
        #expect(
            driver.warnings == [
                "RecordingService called its completion handler for \(Self.fetch.selector) more than once; the repeated answer noData was ignored"
            ])
        #expect(RecordingService.CompletionPolicy.twice.description == "twice")
    }

    @Test func aRecorderThatContinuesAnActivityReachesTheSystemsRestorationHandler() throws {
        var answers = RecordingService.Answers()
        answers.continuesUserActivity = true
        answers.restorationObjects = []
        let recorder = RecordingService(answers: answers)
        let driver = HeadlessAppDriver(services: [recorder])
        try driver.coldLaunch()
        let (handled, restored) = driver.system.continueUserActivity(NSUserActivity(activityType: "demo.order"))
        #expect(handled == true)
        #expect(restored.values == [[]])
        #expect(
            recorder.selectors.suffix(2) == [
                "application:willContinueUserActivityWithType:", "application:continueUserActivity:restorationHandler:",
            ])
    }

    static func notification(_ identifier: String) -> UNNotification {
        UNNotification(
            request: UNNotificationRequest(identifier: identifier, content: UNNotificationContent(), trigger: nil))
    }
}
