import Foundation
import PropertyBased
import Testing
import UIKitHeadless

/// Random sequences of app-level steps, checked against a model of Apple's documented life cycle:
/// a legal step reaches the documented state and logs its callback before its notification; an illegal
/// step throws and changes nothing.
@MainActor
@Suite struct LifecycleModelPropertyTests {
    enum Step: String, CaseIterable, Sendable {
        case launch, launchInBackground, activate, resignActive, enterBackground, enterForeground, suspend, wake
        case terminate
    }

    /// The model: for each state, the legal steps, where they lead, and what they log.
    static func model(_ state: HeadlessLifecycleState, _ step: Step) -> (HeadlessLifecycleState, [HeadlessLogEntry])? {
        let launchLog = [
            HeadlessLogEntry(.applicationDelegate, "application:willFinishLaunchingWithOptions:"),
            HeadlessLogEntry(.applicationDelegate, "application:didFinishLaunchingWithOptions:"),
            .notification(UIApplication.didFinishLaunchingNotification),
        ]
        func pair(_ selector: String, _ name: Notification.Name) -> [HeadlessLogEntry] {
            [HeadlessLogEntry(.applicationDelegate, selector), .notification(name)]
        }
        switch (state, step) {
        case (.notRunning, .launch): return (.inactive, launchLog)
        case (.notRunning, .launchInBackground): return (.background, launchLog)
        case (.inactive, .activate):
            return (.active, pair("applicationDidBecomeActive:", UIApplication.didBecomeActiveNotification))
        case (.active, .resignActive):
            return (.inactive, pair("applicationWillResignActive:", UIApplication.willResignActiveNotification))
        case (.inactive, .enterBackground):
            return (.background, pair("applicationDidEnterBackground:", UIApplication.didEnterBackgroundNotification))
        case (.background, .enterForeground):
            return (.inactive, pair("applicationWillEnterForeground:", UIApplication.willEnterForegroundNotification))
        case (.background, .suspend): return (.suspended, [])
        case (.suspended, .wake): return (.background, [])
        case (.background, .terminate):
            return (.terminated, pair("applicationWillTerminate:", UIApplication.willTerminateNotification))
        case (.suspended, .terminate): return (.terminated, [])
        default: return nil
        }
    }

    func perform(_ step: Step, on system: HeadlessSystem) throws {
        switch step {
        case .launch: try system.launch()
        case .launchInBackground: try system.launchInBackground()
        case .activate: try system.activate()
        case .resignActive: try system.resignActive()
        case .enterBackground: try system.enterBackground()
        case .enterForeground: try system.enterForeground()
        case .suspend: try system.suspend()
        case .wake: try system.wake()
        case .terminate: try system.terminate()
        }
    }

    @Test func randomStepSequencesFollowTheDocumentedLifecycle() async {
        await propertyCheck(count: 300, input: Gen<Step>.case.array(of: 0...24)) { steps in
            let system = HeadlessSystem(
                delegate: RecordingApplicationDelegate(), notificationCenter: NotificationCenter())
            for step in steps {
                let before = (state: system.state, logCount: system.log.count)
                if let (target, logged) = Self.model(before.state, step) {
                    #expect(throws: Never.self) { try perform(step, on: system) }
                    #expect(system.state == target, "\(step) from \(before.state)")
                    #expect(Array(system.log[before.logCount...]) == logged, "\(step) from \(before.state)")
                } else {
                    #expect(throws: HeadlessTransitionError.self, "\(step) from \(before.state)") {
                        try perform(step, on: system)
                    }
                    #expect(system.state == before.state)
                    #expect(system.log.count == before.logCount)
                }
            }
        }
    }
}
