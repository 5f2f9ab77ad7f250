import Foundation
import Testing
import UIKitHeadless

@MainActor
@Suite struct ApplicationLifecycleTests {
    let center = NotificationCenter()

    func makeSystem(_ delegate: RecordingApplicationDelegate = RecordingApplicationDelegate()) -> HeadlessSystem {
        HeadlessSystem(delegate: delegate, notificationCenter: center)
    }

    @Test func launchCallsBothLaunchMethodsThenPostsDidFinishLaunching() throws {
        let system = makeSystem()
        try system.launch(options: [.sourceApplication: "com.example.mail"])
        #expect(
            system.log == [
                HeadlessLogEntry(.applicationDelegate, "application:willFinishLaunchingWithOptions:"),
                HeadlessLogEntry(.applicationDelegate, "application:didFinishLaunchingWithOptions:"),
                .notification(UIApplication.didFinishLaunchingNotification),
            ])
        #expect(system.state == .inactive)
        #expect(system.application.applicationState == .inactive)
    }

    @Test func anApplicationOutlivingItsSystemHasNoDelegate() {
        weak var released: RecordingApplicationDelegate?
        var system: HeadlessSystem? = makeSystem()
        let application = system!.application
        released = application.delegate as? RecordingApplicationDelegate
        #expect(released != nil)
        system = nil
        #expect(released == nil)
        #expect(application.delegate == nil)
    }

    @Test func didFinishLaunchingNotificationCarriesTheApplicationAndTheLaunchOptions() throws {
        let system = makeSystem()
        nonisolated(unsafe) var received: Notification?
        let token = center.addObserver(forName: UIApplication.didFinishLaunchingNotification, object: nil, queue: nil) {
            received = $0
        }
        defer { center.removeObserver(token) }
        try system.launch(options: [.sourceApplication: "com.example.mail"])
        #expect(received?.object as AnyObject? === system.application)
        #expect(received?.userInfo?[UIApplication.LaunchOptionsKey.sourceApplication] as? String == "com.example.mail")
    }

    @Test func eachForegroundTransitionCallsTheDelegateThenPostsItsNotification() throws {
        let system = makeSystem()
        try system.launch()
        let steps: [(String, () throws -> Void, String, Notification.Name, HeadlessLifecycleState)] = [
            (
                "activate", system.activate, "applicationDidBecomeActive:", UIApplication.didBecomeActiveNotification,
                .active
            ),
            (
                "resignActive", system.resignActive, "applicationWillResignActive:",
                UIApplication.willResignActiveNotification, .inactive
            ),
            (
                "enterBackground", system.enterBackground, "applicationDidEnterBackground:",
                UIApplication.didEnterBackgroundNotification, .background
            ),
            (
                "enterForeground", system.enterForeground, "applicationWillEnterForeground:",
                UIApplication.willEnterForegroundNotification, .inactive
            ),
        ]
        for (name, step, selector, notification, state) in steps {
            let before = system.log.count
            try step()
            #expect(
                Array(system.log[before...]) == [
                    HeadlessLogEntry(.applicationDelegate, selector), .notification(notification),
                ],
                "\(name)")
            #expect(system.state == state, "\(name)")
        }
    }

    @Test func suspendAndWakeCallNothing() throws {
        let system = makeSystem()
        try system.launch()
        try system.enterBackground()
        let before = system.log.count
        try system.suspend()
        #expect(system.state == .suspended)
        try system.wake()
        #expect(system.state == .background)
        #expect(system.log.count == before)
    }

    @Test func terminatingARunningBackgroundAppCallsWillTerminateThenPostsIt() throws {
        let system = makeSystem()
        try system.launch()
        try system.enterBackground()
        try system.terminate()
        #expect(
            system.log.suffix(2) == [
                HeadlessLogEntry(.applicationDelegate, "applicationWillTerminate:"),
                .notification(UIApplication.willTerminateNotification),
            ])
        #expect(system.state == .terminated)
    }

    @Test func purgingASuspendedAppCallsNothing() throws {
        let system = makeSystem()
        try system.launch()
        try system.enterBackground()
        try system.suspend()
        let before = system.log.count
        try system.terminate()
        #expect(system.log.count == before)
        #expect(system.state == .terminated)
    }

    @Test func illegalTransitionIsAnErrorNamingTheStepTheStateAndTheLegalSteps() throws {
        let system = makeSystem()
        let error = #expect(throws: HeadlessTransitionError.self) { try system.activate() }
        #expect(error?.code == .illegalTransition)
        #expect(
            error?.description
                == "cannot activate: the app is notRunning; from notRunning the legal steps are: launch, launchInBackground"
        )
        #expect(system.log.isEmpty)
        #expect(system.state == .notRunning)
    }

    @Test func terminatingAForegroundAppIsRefused() throws {
        let system = makeSystem()
        try system.launch()
        try system.activate()
        let error = #expect(throws: HeadlessTransitionError.self) { try system.terminate() }
        #expect(
            error?.description == "cannot terminate: the app is active; from active the legal steps are: resignActive")
    }

    @Test func aTerminatedAppCannotDoAnything() throws {
        let system = makeSystem()
        try system.launch()
        try system.enterBackground()
        try system.terminate()
        for step in [system.activate, system.enterForeground, system.suspend, system.terminate] {
            #expect(throws: HeadlessTransitionError.self) { try step() }
        }
        #expect(throws: HeadlessTransitionError.self) { try system.launch() }
    }

    @Test func theApplicationHoldsItsDelegateUnownedAndTheSystemKeepsTheFirstOneAlive() throws {
        // Weak references, not the delegate's deinit: an `isolated deinit` may run after the release.
        weak var first: RecordingApplicationDelegate?
        var system: HeadlessSystem? = makeSystem(
            {
                let delegate = RecordingApplicationDelegate()
                first = delegate
                return delegate
            }())
        #expect(first != nil, "the system keeps the first delegate alive, as UIApplicationMain does")
        weak var replacement: RecordingApplicationDelegate?
        do {
            let made = RecordingApplicationDelegate()
            replacement = made
            system?.application.delegate = made
            system?.application.delegate = nil
        }
        #expect(replacement == nil, "UIApplication does not retain a delegate it is given")
        system = nil
        #expect(first == nil)
    }

    @Test func backgroundLaunchForAPushDeliversThePayloadToTheFetchVariantAfterLaunching() async throws {
        let delegate = RecordingApplicationDelegate()
        let system = makeSystem(delegate)
        let launch = try system.launchInBackground(options: [.remoteNotification: ["aps": ["content-available": 1]]])
        #expect(system.state == .background)
        #expect(delegate.calls == ["willFinish options:1", "didFinish", "remote fetch"])
        let completion = try #require(launch.remoteNotificationCompletion)
        #expect(await completion.value == .newData)
        #expect(completion.callCount == 1)
    }

    @Test func launchURLIsOpenedAfterLaunchOnlyWhenBothLaunchMethodsReturnTrue() throws {
        let url = try #require(URL(string: "demo://inbox"))
        let accepting = RecordingApplicationDelegate()
        let launch = try makeSystem(accepting).launch(options: [.url: url])
        #expect(launch.openedURL == true)
        #expect(accepting.calls == ["willFinish options:1", "didFinish", "open demo://inbox"])

        let refusing = RecordingApplicationDelegate()
        refusing.launchAnswer = false
        let refused = try makeSystem(refusing).launch(options: [.url: url])
        #expect(refused.handled == false)
        #expect(refused.openedURL == nil)
        #expect(!refusing.calls.contains("open demo://inbox"))
    }

    @Test func legacyDidFinishLaunchingIsCalledOnlyWithoutTheOptionsVariants() throws {
        let legacy = RecordingApplicationDelegate(handling: ["applicationDidFinishLaunching:"])
        let system = makeSystem(legacy)
        try system.launch()
        #expect(system.log.first == HeadlessLogEntry(.applicationDelegate, "applicationDidFinishLaunching:"))
    }
}
