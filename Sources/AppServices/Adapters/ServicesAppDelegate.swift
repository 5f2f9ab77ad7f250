public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitHeadless
#endif

/// The application delegate that fans every `UIApplicationDelegate` callback out to the app's services.
///
/// Subclass it and list the services; nothing else goes into the app's delegate:
///
/// ```swift
/// @main
/// final class AppDelegate: ServicesAppDelegate {
///     override var services: [any ApplicationService] { [CrashReporting(), Analytics(), PushNotifications()] }
/// }
/// ```
///
/// A SwiftUI app holds it with `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`.
///
/// The delegate answers `responds(to:)` from ``ServiceHost/advertisedSelectors``, so UIKit sees exactly
/// the callbacks the services handle and nothing else: no background-mode warning for a fetch method no
/// service implements, no Info.plist orientations overridden by accident. The callback methods are not
/// overridable; behaviour belongs in services. An app that cannot subclass this class keeps a
/// ``ServiceHost`` itself and forwards each callback to the host method of the same name.
open class ServicesAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's main window, for apps that do not use scenes.
    open var window: UIWindow?

    /// The services, in registration order; read once, when ``host`` is first used.
    ///
    /// Override it to list the app's services. Give a service a priority by adding it to ``host`` instead.
    open var services: [any ApplicationService] { [] }

    /// The host that holds the services and dispatches to them.
    public private(set) lazy var host: ServiceHost = makeHost()

    /// The notification-center delegate installed while launching when a service handles a
    /// notification-center callback; kept here because the center holds its delegate weakly.
    public internal(set) var notificationCenterDelegate: ServicesNotificationCenterDelegate?

    /// App-level launch tasks, run with those of ``registrationPlan`` and every ``LaunchTaskProviding`` service.
    ///
    /// Override it to add tasks that belong to no service; read once, in `willFinishLaunching`.
    open var launchTasks: [LaunchTask] { [] }

    /// Where UIKit posts the application's notifications; the launch graph listens for the first activation.
    open var notificationCenter: NotificationCenter { .default }

    /// Runs the launch graph; once the graph holds the plan's tasks, the plan drops them, so their work is
    /// released as soon as it has run.
    lazy var launchDriver = LaunchDriver(logger: host.logger, notificationCenter: notificationCenter) {
        [weak self] in self?.plannedRegistration?.tasks = []
    }

    /// The launch graph's scheduler, once `willFinishLaunching` validated the graph; `nil` if it was invalid.
    public var launchScheduler: LaunchScheduler? { launchDriver.scheduler }

    /// Why the launch graph did not run, if it was invalid.
    public var launchGraphError: LaunchGraphError? { launchDriver.graphError }

    /// The services and launch tasks a catalog planned from the app's manifests, or `nil`.
    ///
    /// Override it to register through a ``ServiceCatalog`` and a manifest instead of, or besides, a list
    /// in code. Its services come first, in the plan's order, followed by ``services``; its tasks join the
    /// launch graph.
    ///
    /// ```swift
    /// override var registrationPlan: RegistrationPlan? { try? catalog.plan(for: manifest) }
    /// ```
    open var registrationPlan: RegistrationPlan? { nil }

    /// ``registrationPlan``, read once.
    lazy var plannedRegistration: RegistrationPlan? = registrationPlan

    /// Creates the host; override to configure deadlines, the clock or the logger.
    ///
    /// - Returns: A host holding the services of ``registrationPlan``, then ``services``.
    open func makeHost() -> ServiceHost {
        let host = ServiceHost()
        if let plan = plannedRegistration { host.add(plan) }
        for service in services { host.add(service) }
        return host
    }

    /// Creates the delegate; UIKit calls this through `UIApplicationMain`.
    public override init() {
        super.init()
    }

    /// Whether the delegate implements a method: for delegate callbacks, whether a service handles it.
    ///
    /// - Parameter aSelector: A selector UIKit asks about.
    /// - Returns: For `UIApplicationDelegate` callbacks, ``ServiceHost/advertises(_:)``; otherwise the
    ///   superclass's answer.
    open override func responds(to aSelector: Selector!) -> Bool {
        let name = NSStringFromSelector(aSelector)
        if DelegateSelectorTable.applicationSelectors.contains(name) {
            return host.advertises(name)
        }
        #if canImport(ObjectiveC)
        if unmodeledSelectorTarget(aSelector) != nil { return true }
        #endif
        return super.responds(to: aSelector)
    }
}
