public import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Posts UIKit's application and scene lifecycle notifications onto an ``EventBus`` as
/// ``ApplicationLifecycleEvent`` and ``SceneLifecycleEvent``, so listeners need no delegate code.
///
/// UIKit posts these notifications on the main thread, right after the matching delegate call. The
/// bridge posts the event there and then, so main-actor subscribers run before the notification
/// returns: a `didEnterBackground` handler finishes before the app may be suspended. Posting one of
/// these notification names from another thread is a programmer error that stops the program.
///
/// The bridge observes until it is released or ``stop()`` is called.
///
/// ```swift
/// let bus = EventBus()
/// let bridge = LifecycleNotificationBridge(bus: bus)   // keep it, e.g. in the app delegate
/// ```
public final class LifecycleNotificationBridge: Sendable {
    @MainActor private static let applicationNotifications: [(Notification.Name, ApplicationLifecycleEvent.Kind)] = [
        (UIApplication.didFinishLaunchingNotification, .didFinishLaunching),
        (UIApplication.didBecomeActiveNotification, .didBecomeActive),
        (UIApplication.willResignActiveNotification, .willResignActive),
        (UIApplication.didEnterBackgroundNotification, .didEnterBackground),
        (UIApplication.willEnterForegroundNotification, .willEnterForeground),
        (UIApplication.didReceiveMemoryWarningNotification, .didReceiveMemoryWarning),
        (UIApplication.willTerminateNotification, .willTerminate),
        (UIApplication.significantTimeChangeNotification, .significantTimeChange),
        (UIApplication.protectedDataWillBecomeUnavailableNotification, .protectedDataWillBecomeUnavailable),
        (UIApplication.protectedDataDidBecomeAvailableNotification, .protectedDataDidBecomeAvailable),
        // iOS 27.0, named by its string: the SDKs before 27 lack the constant, and no system before 27 posts it.
        (
            Notification.Name("UIApplicationSystemPrefersReducedResourceUsageDidChangeNotification"),
            ApplicationLifecycleEvent.Kind.reducedResourceUsageChange
        ),
    ]

    @MainActor private static let sceneNotifications: [(Notification.Name, SceneLifecycleEvent.Kind)] = [
        (UIScene.willConnectNotification, .willConnect),
        (UIScene.didDisconnectNotification, .didDisconnect),
        (UIScene.didActivateNotification, .didActivate),
        (UIScene.willDeactivateNotification, .willDeactivate),
        (UIScene.willEnterForegroundNotification, .willEnterForeground),
        (UIScene.didEnterBackgroundNotification, .didEnterBackground),
    ]

    private let notificationCenter: NotificationCenter
    private let observers: Locked<[any NSObjectProtocol]>

    /// Starts bridging.
    ///
    /// - Parameters:
    ///   - bus: Where the events go.
    ///   - notificationCenter: Where UIKit posts; `.default` in an app.
    @MainActor
    public init(bus: EventBus, notificationCenter: NotificationCenter = .default) {
        self.notificationCenter = notificationCenter
        var observers: [any NSObjectProtocol] = []
        for (name, kind) in Self.applicationNotifications {
            observers.append(
                notificationCenter.addObserver(forName: name, object: nil, queue: nil) { notification in
                    // The launch notification's userInfo is the launch options.
                    nonisolated(unsafe) let options = kind == .didFinishLaunching ? notification.userInfo : nil
                    MainActor.assumeIsolated {
                        let launch = options.map { LaunchContext(Self.launchOptions($0)) }
                        bus.post(ApplicationLifecycleEvent(kind, launch: launch))
                    }
                }
            )
        }
        for (name, kind) in Self.sceneNotifications {
            observers.append(
                notificationCenter.addObserver(forName: name, object: nil, queue: nil) { notification in
                    let scene = notification.object as? UIScene
                    MainActor.assumeIsolated {
                        bus.post(SceneLifecycleEvent(kind, sceneIdentifier: scene?.session.persistentIdentifier))
                    }
                }
            )
        }
        self.observers = Locked(observers)
    }

    deinit {
        stop()
    }

    /// Stops bridging; calling it again does nothing.
    public func stop() {
        let observers = self.observers.withLock { observers in
            defer { observers = [] }
            return observers
        }
        for observer in observers { notificationCenter.removeObserver(observer) }
    }

    /// The launch options of a launch notification's userInfo, whose keys are strings in UIKit.
    private static func launchOptions(_ userInfo: [AnyHashable: Any]) -> [UIApplication.LaunchOptionsKey: Any] {
        var options: [UIApplication.LaunchOptionsKey: Any] = [:]
        for (key, value) in userInfo {
            if let key = key.base as? UIApplication.LaunchOptionsKey {
                options[key] = value
            } else if let name = key.base as? String {
                options[UIApplication.LaunchOptionsKey(rawValue: name)] = value
            }
        }
        return options
    }
}
