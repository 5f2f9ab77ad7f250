import AppServices
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// One simulated day of the demo app as iOS runs it today, with scenes, on an iPad-like headless replica.
///
/// Each step prints the callbacks it caused (`→ selector → services called = merged answer`) and what the
/// services did. The services are the app delegate's: the scene delegate fans every scene callback out to them.
@MainActor
struct DemoDay {
    /// The simulated hour, which the theme service reads.
    static var hour = 7

    let system: HeadlessSystem
    let appDelegate: DemoAppDelegate
    let openedLinks = OpenedLinks()
    /// UIKit's application notifications on the event bus: the listener below has no delegate code at all.
    let bridge = LifecycleNotificationBridge(bus: Demo.bus)
    let notificationListener = Demo.bus.subscribe(to: ApplicationLifecycleEvent.self) { event in
        print("   ◦ notification \(event.kind)")
    }

    init(plan: RegistrationPlan) {
        appDelegate = DemoAppDelegate(plan: plan)
        let options = HeadlessSystem.Options(
            sceneDelegateFactory: { _ in ServicesSceneDelegate() }, supportsMultipleScenes: true)
        system = HeadlessSystem(delegate: appDelegate, options: options)
    }

    func run(reportDirectory: URL) async throws {
        let orderLink = URL(string: "demo://orders/42")!
        var phone: UIWindowScene?
        try Demo.step(
            "07:00",
            "cold launch: the user taps a link to an order in Messages; it comes with the scene and waits for consent"
        ) {
            try system.launch()
            let scene = try system.connectScene(HeadlessSceneConnection(urls: [orderLink]))
            try system.completeRemoteNotificationRegistration(deviceToken: Data([0xA1, 0xB2, 0xC3]))
            try system.activateScene(scene)
            phone = scene
        }
        let main = try require(phone, "the first scene did not connect")
        try check(appDelegate.host.launchContext?.url == orderLink, "the launch context did not resolve to the link")
        try check(openedLinks.urls.isEmpty, "the cold-launch link was not held until consent")
        let beforeConsent = try await launchReport()
        LaunchStory.tellProgress(of: beforeConsent)
        LaunchStory.tellHeldIntents(of: beforeConsent)
        try check(!beforeConsent.pendingTasks.isEmpty, "the analytics tasks did not wait for consent")

        Demo.step("07:01", "the user taps “Allow” on the consent prompt: the app reaches its milestone") {
            appDelegate.launchScheduler?.reach(.consentGiven)
        }
        try check(openedLinks.urls == [orderLink], "the held link did not reach the deep-link service at consent")
        let report = try await launchReport()
        LaunchStory.tellProgress(of: report)
        LaunchStory.tellMilestones(of: report)
        LaunchStory.tellHeldIntents(of: report)
        try check(
            report.pendingTasks.isEmpty && report.record(for: "analytics.configure")?.outcome == .succeeded,
            "consent did not release the analytics tasks")
        try LaunchStory.write(report, to: reportDirectory)

        Demo.step("07:05", "a message arrives while the app is open") {
            let content = UNMutableNotificationContent()
            content.title = "Lunch at noon?"
            _ = system.presentNotification(
                UNNotification(request: .init(identifier: "m1", content: content, trigger: nil)))
        }
        await Demo.settle()

        var secondWindow: UIWindowScene?
        try Demo.step("07:30", "on the iPad, the user opens a second window: a second scene session") {
            let scene = try system.connectScene()
            try system.deactivateScene(main)
            try system.activateScene(scene)
            secondWindow = scene
        }
        let second = try require(secondWindow, "the second scene did not connect")
        try check(system.application.openSessions.count == 2, "the second window did not get its own session")
        print(
            "   \(system.application.connectedScenes.count) scenes connected, the app is still one app to its services")

        Demo.step("07:31", "in the second window, the user taps a link to another order") {
            _ = system.openURL(URL(string: "demo://orders/43")!, in: second)
        }

        try Demo.step("08:30", "the user goes home: both windows move to the background, so does the app") {
            try system.deactivateScene(second)
            try system.backgroundScene(second)
            try system.backgroundScene(main)
            try system.suspend()
        }

        try Demo.step("11:00", "the system wakes the app for a background fetch") {
            _ = try system.performBackgroundFetch()
        }

        Demo.step("12:30", "a silent push: one service downloads slowly and misses the deadline") {
            _ = system.deliverRemoteNotification(["aps": ["content-available": 1]])
        }
        try await Task.sleep(for: .milliseconds(900))

        try Demo.step("13:00", "memory runs low; the system closes the second window") {
            system.receiveMemoryWarning()
            try system.disconnectScene(second)
        }
        print("   \(system.application.connectedScenes.count) scene connected; its session stays open for later")

        try Demo.step("18:00", "the user opens the app again: its first window returns") {
            try system.foregroundScene(main)
            try system.activateScene(main)
        }

        Demo.step("19:00", "evening: a significant time change") {
            DemoDay.hour = 19
            system.significantTimeChange()
        }

        try Demo.step("23:00", "the app is sent to the background and terminated") {
            try system.deactivateScene(main)
            try system.backgroundScene(main)
            try system.terminate()
        }
    }

    /// The launch report as far as it goes: a milestone not reached leaves its tasks pending.
    private func launchReport() async throws -> LaunchReport {
        try await require(appDelegate.launchScheduler?.finished, "the app delegate has no launch scheduler")
    }
}
