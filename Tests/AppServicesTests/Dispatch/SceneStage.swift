import AppServices
import Foundation
import Logging
import UIKitHeadless

/// An app delegate whose host the test configured (services, clock, logger).
final class SceneTestAppDelegate: ServicesAppDelegate {
    private let configuredHost: ServiceHost

    init(host: ServiceHost) {
        configuredHost = host
        super.init()
    }

    override func makeHost() -> ServiceHost {
        configuredHost
    }
}

/// A launched scene-based app on the headless system, with one connected scene whose
/// ``ServicesSceneDelegate`` dispatches to ``host``.
@MainActor
struct SceneStage {
    let host: ServiceHost
    let system: HeadlessSystem
    let scene: UIWindowScene

    init(
        _ services: [any ApplicationService],
        clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "test"),
        connection: HeadlessSceneConnection = HeadlessSceneConnection()
    ) throws {
        let host = ServiceHost(services: services, clock: clock, logger: logger)
        self.host = host
        system = HeadlessSystem(
            delegate: SceneTestAppDelegate(host: host),
            options: HeadlessSystem.Options(sceneDelegateFactory: { _ in ServicesSceneDelegate(host: host) }),
            notificationCenter: NotificationCenter()
        )
        try system.launch()
        scene = try system.connectScene(connection)
    }

    /// Calls the scene delegate's window-scene method `selector`, if it responds to it, as UIKit would.
    func deliverToWindowScene(_ selector: String, _ call: (any UIWindowSceneDelegate) -> Void) {
        system.deliver(to: scene, selector) { delegate in
            if let windowSceneDelegate = delegate as? any UIWindowSceneDelegate { call(windowSceneDelegate) }
        }
    }
}

/// A launched app without scenes on the headless system; launching installed the notification-center
/// delegate if a service handles a notification-center callback.
@MainActor
struct NotificationStage {
    let appDelegate: SceneTestAppDelegate
    let system: HeadlessSystem

    init(
        _ services: [any ApplicationService],
        clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "test")
    ) throws {
        appDelegate = SceneTestAppDelegate(host: ServiceHost(services: services, clock: clock, logger: logger))
        system = HeadlessSystem(delegate: appDelegate, notificationCenter: NotificationCenter())
        try system.launch()
    }
}

/// A notification with the given request identifier.
@MainActor
func makeNotification(_ identifier: String) -> UNNotification {
    UNNotification(
        request: UNNotificationRequest(identifier: identifier, content: UNNotificationContent(), trigger: nil))
}

/// A coordinate space for geometry callbacks.
final class SceneTestCoordinateSpace: NSObject, UICoordinateSpace {}
