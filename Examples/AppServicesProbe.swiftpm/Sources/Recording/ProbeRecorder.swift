// Compiled by the probe app against UIKit, and by the library's tests against the replica, so the replica's run
// and a device's run are recorded by the same code (Tests/AppServicesTests/Probe links to this folder).
import AppServices
import AppServicesDeviceProbe
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Records, for the scenario under way, what UIKit does: delegate calls, notifications and `responds(to:)`
/// questions, each with the application's and every scene's state at that moment.
final class ProbeRecorder: @unchecked Sendable {
    /// The recorder of the process: the delegates UIKit creates find it here.
    static let shared = ProbeRecorder()

    /// The notifications the probe observes: UIApplication's and UIScene's life-cycle notifications.
    @MainActor static let observedNotifications: [Notification.Name] = [
        UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIScene.willConnectNotification,
        UIScene.didDisconnectNotification, UIScene.didActivateNotification, UIScene.willDeactivateNotification,
        UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification,
    ]

    private let lock = NSLock()
    private var scenario: ProbeScenario?
    private var events: [ProbeEvent] = []
    private var observers: [any NSObjectProtocol] = []

    /// Called on the main thread after each recorded event, with the scenario and its events so far.
    var onRecord: (@MainActor (ProbeScenario, [ProbeEvent]) -> Void)?

    /// The scenario being recorded, if any.
    var currentScenario: ProbeScenario? { lock.withLock { scenario } }

    /// The scenario being recorded and its events so far, if one is.
    var currentRecording: (scenario: ProbeScenario, events: [ProbeEvent])? {
        lock.withLock { scenario.map { ($0, events) } }
    }

    /// Starts recording `scenario`, dropping what was recorded before.
    func start(_ scenario: ProbeScenario) {
        lock.withLock {
            self.scenario = scenario
            events = []
        }
    }

    /// Stops recording.
    ///
    /// - Returns: The scenario that was recorded and its events.
    @discardableResult
    func stop() -> (scenario: ProbeScenario, events: [ProbeEvent])? {
        lock.withLock {
            let recording = scenario.map { ($0, events) }
            scenario = nil
            return recording
        }
    }

    /// Observes the life-cycle notifications posted to `center`.
    @MainActor func observe(_ center: NotificationCenter) {
        for name in Self.observedNotifications {
            observers.append(
                center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                    let name = notification.name.rawValue
                    guard Self.onMainThread else {
                        self?.append(ProbeEvent(.notification, name, applicationState: "posted off the main thread"))
                        return
                    }
                    let scene = notification.object as? UIScene
                    MainActor.assumeIsolated { self?.record(.notification, name, scene: scene) }
                })
        }
    }

    /// Records a question UIKit asked, from whichever thread it asked on.
    ///
    /// - Parameters:
    ///   - kind: `respondsTo` or `instancesRespondTo`.
    ///   - selector: The selector asked about.
    ///   - receiver: Who was asked.
    ///   - answer: The delegate's answer.
    nonisolated func recordQuestion(
        _ kind: ProbeEvent.Kind, _ selector: String, receiver: ProbeEvent.Kind, answer: Bool
    ) {
        let details = ["answer": answer ? "YES" : "NO"]
        guard Self.onMainThread else {
            append(
                ProbeEvent(kind, selector, receiver: receiver.rawValue, applicationState: "asked off the main thread"))
            return
        }
        MainActor.assumeIsolated { record(kind, selector, receiver: receiver, details: details) }
    }

    /// Records one event of the scenario under way; does nothing when none is.
    ///
    /// - Parameters:
    ///   - kind: What happened.
    ///   - name: The selector or the notification's name.
    ///   - receiver: Who was asked, for a question.
    ///   - scene: The scene concerned.
    ///   - details: What the call carried.
    @MainActor func record(
        _ kind: ProbeEvent.Kind, _ name: String, receiver: ProbeEvent.Kind? = nil, scene: UIScene? = nil,
        details: [String: String] = [:]
    ) {
        let application = UIApplication.shared
        let event = ProbeEvent(
            kind, name, receiver: receiver?.rawValue, applicationState: Self.name(of: application.applicationState),
            sceneRole: scene?.session.role.rawValue,
            connectedScenes: application.connectedScenes.map {
                "\($0.session.role.rawValue) \(Self.name(of: $0.activationState))"
            }.sorted(),
            details: details)
        if let (scenario, events) = append(event) { onRecord?(scenario, events) }
    }

    @discardableResult
    private func append(_ event: ProbeEvent) -> (ProbeScenario, [ProbeEvent])? {
        lock.withLock {
            guard let scenario else { return nil }
            events.append(event)
            return (scenario, events)
        }
    }

    /// Whether the caller runs where UIKit's state may be read: the main thread on a device; on the replica,
    /// which calls from the main actor on whichever thread runs it, always.
    private static var onMainThread: Bool {
        #if canImport(UIKit)
        Thread.isMainThread
        #else
        true
        #endif
    }

    private static func name(of state: UIApplication.State) -> String {
        switch state {
        case .active: "active"
        case .inactive: "inactive"
        case .background: "background"
        @unknown default: "unknown \(state.rawValue)"
        }
    }

    private static func name(of state: UIScene.ActivationState) -> String {
        switch state {
        case .unattached: "unattached"
        case .foregroundActive: "foregroundActive"
        case .foregroundInactive: "foregroundInactive"
        case .background: "background"
        @unknown default: "unknown \(state.rawValue)"
        }
    }
}
