public import Logging

#if canImport(UIKit)
import UIKit
#else
import UIKitHeadless
#endif

/// Holds an app's services in order and fans every system callback out to the ones that handle it.
///
/// Services run in a fixed order: higher priority first (see ``add(_:priority:)``), then in the order they were added.
/// Teardown callbacks (resigning active, entering the background, terminating, a scene disconnecting) run in the
/// reverse order, so a service set up after another is torn down before it, as with nested resources.
///
/// Each dispatch works on the services present when it starts: adding or removing a service while a
/// callback is being dispatched (even from inside a service) takes effect from the next callback.
///
/// The host holds its services strongly; nothing it creates holds the host, so releasing the host
/// releases the services.
///
/// ```swift
/// let host = ServiceHost()
/// host.add(CrashReportingService(), priority: 100)
/// host.add(AnalyticsService())
/// ```
@MainActor
public final class ServiceHost {
    /// A service with its priority and the callbacks it takes part in, decided once, when it is added.
    struct Registration {
        let service: any ApplicationService
        let priority: Int
        let callbacks: Set<DelegateCallback>
        /// What the conformance index says about the service's class.
        let conformances: ConformingService
    }

    /// Where the host reports services that misbehave (answer twice, late or never; return illegal values).
    public let logger: Logger
    /// How long each completion-handler callback waits for its services.
    public let deadlines: DispatchDeadlines
    /// The clock deadlines are measured on.
    public let clock: any Clock<Duration>
    /// Called after each dispatch with what was called and what was merged; for tracing and demos.
    public var observer: (@MainActor (DispatchRecord) -> Void)?
    /// Called after each service's launch callback, with the service; the app delegate checks what it changed.
    var afterLaunchCall: (@MainActor (any ApplicationService) -> Void)?
    /// The app delegate that made the host, whose window ``ServiceContext/window`` reaches.
    weak var applicationDelegate: ServicesAppDelegate?

    private var registrations: [Registration] = []
    private var adopters: [DelegateCallback: Int] = [:]
    private let advertisement = Locked<Set<String>>([])
    /// One cache per callback, indexed by ``DelegateCallback/ordinal`` (hashing the selector on every
    /// dispatch would cost more than the dispatch).
    private var participantCaches = [AnyObject?](repeating: nil, count: DelegateCallback.allCases.count)
    /// The services attached to one scene each (see ``attach(_:to:)``).
    var sceneAttachments: [SceneAttachment] = []
    /// The app-level state UIKit derives from the scenes, for the app-level services of a scene-based app.
    var appLevelLifecycle = AppLevelLifecycle()
    /// The scene whose event is being dispatched, which ``ServiceContext/scene`` tells services.
    var eventScene: UIScene?
    /// What launched the app (see ServiceHost+LaunchIntent.swift).
    let launchIntent = LaunchIntentCenter()

    /// Creates a host.
    ///
    /// - Parameters:
    ///   - services: Services to add, in order, with priority 0.
    ///   - deadlines: How long completion-handler callbacks wait for services.
    ///   - clock: The clock for deadlines; tests pass a manual clock.
    ///   - logger: Where misbehaving services are reported.
    public init(
        services: [any ApplicationService] = [],
        deadlines: DispatchDeadlines = .default,
        clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "AppServices")
    ) {
        self.deadlines = deadlines
        self.clock = clock
        self.logger = logger
        for service in services { add(service) }
        servicesChanged(advertisementMayChange: true)
    }

    /// The services in dispatch order.
    public var services: [any ApplicationService] { registrations.map(\.service) }

    /// Adds a service; it receives callbacks from the next dispatch on.
    ///
    /// - Parameters:
    ///   - service: The service.
    ///   - priority: Higher runs earlier; services of equal priority run in the order they were added.
    public func add(_ service: any ApplicationService, priority: Int = 0) {
        let registration = Self.registration(of: service, priority: priority)
        let index = registrations.firstIndex { $0.priority < priority } ?? registrations.endIndex
        registrations.insert(registration, at: index)
        var adoptedFirst = false
        for callback in registration.callbacks {
            adopters[callback, default: 0] += 1
            adoptedFirst = adoptedFirst || adopters[callback] == 1
        }
        servicesChanged(advertisementMayChange: adoptedFirst)
        registration.conformances.cast(to: (any ContextualService).self)?.attach(to: ServiceContext(host: self))
    }

    /// A service with the callbacks it adopted and does not decline, its class looked up in the conformance index once.
    static func registration(of service: any ApplicationService, priority: Int) -> Registration {
        let conformances = ConformingService(service)
        let selective = conformances.cast(to: (any SelectiveService).self)
        let callbacks = Set(
            DelegateCallback.allCases.filter { callback in
                callback.isAdopted(by: conformances) && (selective.map { $0.handles(callback) } ?? true)
            })
        return Registration(service: service, priority: priority, callbacks: callbacks, conformances: conformances)
    }

    /// Removes a service; it receives no callback dispatched after this call.
    ///
    /// - Parameter service: The service to remove (compared by identity).
    /// - Returns: Whether the service was present.
    @discardableResult
    public func remove(_ service: any ApplicationService) -> Bool {
        guard let index = registrations.firstIndex(where: { $0.service === service }) else { return false }
        var abandonedLast = false
        for callback in registrations.remove(at: index).callbacks {
            adopters[callback, default: 0] -= 1
            abandonedLast = abandonedLast || adopters[callback] == 0
        }
        servicesChanged(advertisementMayChange: abandonedLast)
        return true
    }

    /// The first service of a type, in dispatch order.
    ///
    /// ```swift
    /// let analytics = host.service(ofType: AnalyticsService.self)
    /// ```
    ///
    /// - Parameter type: A service class or a protocol.
    /// - Returns: The first service that is of `type`, or `nil`.
    public func service<Service>(ofType type: Service.Type) -> Service? {
        registrations.lazy.compactMap { $0.service as? Service }.first
    }

    /// The Objective-C selectors of the delegate callbacks that at least one service handles.
    ///
    /// The adapters answer `responds(to:)` from this set, so UIKit sees only what the services implement. It is
    /// kept up to date as services are added and removed, and can be read from any thread, as UIKit may ask.
    public nonisolated var advertisedSelectors: Set<String> { advertisement.current }

    /// Whether the host advertises the callback `selector` to UIKit.
    ///
    /// - Parameter selector: An Objective-C selector of a delegate method.
    /// - Returns: Whether at least one service handles it.
    public nonisolated func advertises(_ selector: String) -> Bool {
        advertisement.withLock { $0.contains(selector) }
    }

    /// Whether the host advertises `callback` to UIKit.
    ///
    /// - Parameter callback: A delegate callback.
    /// - Returns: Whether at least one service handles it.
    public nonisolated func advertises(_ callback: DelegateCallback) -> Bool {
        advertises(callback.selector)
    }

    /// The services that adopted `capability`, the capability of `callback`, and do not decline it, in
    /// dispatch order, or reversed for teardown callbacks.
    ///
    /// For a scene's callback, the services attached to `scene` follow the app's (and, reversed, precede
    /// them), so per-scene state is set up after and torn down before the app-wide state it may use.
    func participants<Capability>(
        _ callback: DelegateCallback,
        _ capability: Capability.Type,
        reversed: Bool = false,
        in scene: UIScene? = nil
    ) -> [Capability] {
        let shared = sharedParticipants(callback, capability, reversed: reversed)
        guard let scene, !sceneAttachments.isEmpty,
            let own = attachment(of: scene)?.participants(callback, capability),
            !own.isEmpty
        else { return shared }
        return reversed ? own.reversed() + shared : shared + own
    }

    private func sharedParticipants<Capability>(
        _ callback: DelegateCallback,
        _ capability: Capability.Type,
        reversed: Bool
    ) -> [Capability] {
        let cache: ParticipantCache<Capability>
        if let cached = participantCaches[callback.ordinal] {
            cache = unsafeDowncast(cached, to: ParticipantCache<Capability>.self)
        } else {
            cache = ParticipantCache(registrations.filter { $0.callbacks.contains(callback) }.map(\.service))
            participantCaches[callback.ordinal] = cache
        }
        return reversed ? cache.reversed : cache.forward
    }

    /// The services that take part in any of `callbacks`, in dispatch order: the participants of a chain that
    /// several selectors enter (the URL chain), or of a deprecated callback reached through the deprecation wall
    /// (``DelegateCallback/deprecatedCalls``).
    func participants(inAnyOf callbacks: Set<DelegateCallback>) -> [any ApplicationService] {
        registrations.filter { !$0.callbacks.isDisjoint(with: callbacks) }.map(\.service)
    }

    /// Whether `service` is a ``SelectiveService`` that declines `callback`.
    ///
    /// A declined callback is neither advertised on the service's behalf nor dispatched to it. A service is
    /// asked once, when it is added.
    static func declines(_ service: any ApplicationService, _ callback: DelegateCallback) -> Bool {
        ServiceConformance.cast(service, to: (any SelectiveService).self).map { !$0.handles(callback) } ?? false
    }

    /// Drops the participant caches and, where a callback gained its first or lost its last adopter,
    /// recomputes what the host advertises: every advertising rule depends only on which callbacks have
    /// adopters, so other changes leave it as it is.
    private func servicesChanged(advertisementMayChange: Bool) {
        participantCaches = [AnyObject?](repeating: nil, count: participantCaches.count)
        guard advertisementMayChange else { return }
        let advertised = Set(DelegateCallback.allCases.filter { $0.isAdvertised(byAdopters: adopters) }.map(\.selector))
        advertisement.withLock { $0 = advertised }
    }

    /// Tells the observer, if any, what a dispatch did; the arguments are only evaluated for an observer.
    func record(_ selector: String, _ services: @autoclosure () -> [Any], merged: @autoclosure () -> String? = nil) {
        guard let observer else { return }
        observer(DispatchRecord(selector: selector, services: services().map(Self.name(of:)), merged: merged()))
    }

    /// Tells the observer, if any, what a dispatch of `callback` did.
    func record(
        _ callback: DelegateCallback,
        _ services: @autoclosure () -> [Any],
        merged: @autoclosure () -> String? = nil
    ) {
        record(callback.selector, services(), merged: merged())
    }

    /// The name the host uses for a service in reports: its type's name.
    nonisolated static func name(of service: Any) -> String {
        typeName(type(of: service))
    }
}

extension ServiceHost {
    /// The host of the app's ``ServicesAppDelegate``, registered when the delegate creates it.
    ///
    /// Scene delegates that UIKit creates dispatch to it. It does not depend on `UIApplication.shared.delegate`,
    /// which in a SwiftUI app is SwiftUI's own object, not the ``ServicesAppDelegate`` that
    /// `@UIApplicationDelegateAdaptor` created. Held weakly: the app delegate keeps its host alive.
    public nonisolated static var app: ServiceHost? { registeredApp.current.host }

    /// Makes `host` the one ``app`` answers.
    nonisolated static func registerApp(_ host: ServiceHost) {
        registeredApp.withLock { $0 = WeakHost(host: host) }
    }

    private nonisolated static let registeredApp = Locked(WeakHost())
}

/// A host held weakly.
struct WeakHost: Sendable {
    weak var host: ServiceHost?
}

/// The services that adopted one capability, in dispatch order and reversed, computed once per change of
/// the host's services.
///
/// Casting each service to a capability protocol on every callback dominates the cost of a dispatch; the
/// host keeps one of these per capability instead, behind a single class cast.
final class ParticipantCache<Capability> {
    let forward: [Capability]
    let reversed: [Capability]

    init(_ services: [any ApplicationService]) {
        forward = services.compactMap { ServiceConformance.cast($0, to: Capability.self) }
        reversed = forward.reversed()
    }
}
