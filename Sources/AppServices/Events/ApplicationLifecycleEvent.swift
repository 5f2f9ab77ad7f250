/// An application lifecycle notification of UIKit, as a typed event on the ``EventBus``.
///
/// ``LifecycleNotificationBridge`` posts one for each of UIKit's application notifications, so a
/// service reacts to the app entering the background without any delegate code:
///
/// ```swift
/// let token = bus.subscribe(to: ApplicationLifecycleEvent.self) { event in
///     if event.kind == .didEnterBackground { cache.flush() }
/// }
/// ```
public struct ApplicationLifecycleEvent: AppEvent, Hashable {
    /// Which notification it was; an extensible struct so new notifications do not break `switch`es.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name: the notification's Swift name without `Notification`.
        public let name: String

        /// `UIApplication.didFinishLaunchingNotification`.
        public static let didFinishLaunching = Kind(name: "didFinishLaunching")
        /// `UIApplication.didBecomeActiveNotification`.
        public static let didBecomeActive = Kind(name: "didBecomeActive")
        /// `UIApplication.willResignActiveNotification`.
        public static let willResignActive = Kind(name: "willResignActive")
        /// `UIApplication.didEnterBackgroundNotification`.
        public static let didEnterBackground = Kind(name: "didEnterBackground")
        /// `UIApplication.willEnterForegroundNotification`.
        public static let willEnterForeground = Kind(name: "willEnterForeground")
        /// `UIApplication.didReceiveMemoryWarningNotification`.
        public static let didReceiveMemoryWarning = Kind(name: "didReceiveMemoryWarning")
        /// `UIApplication.willTerminateNotification`.
        public static let willTerminate = Kind(name: "willTerminate")
        /// `UIApplication.significantTimeChangeNotification`.
        public static let significantTimeChange = Kind(name: "significantTimeChange")
        /// `UIApplication.protectedDataWillBecomeUnavailableNotification`.
        public static let protectedDataWillBecomeUnavailable = Kind(name: "protectedDataWillBecomeUnavailable")
        /// `UIApplication.protectedDataDidBecomeAvailableNotification`.
        public static let protectedDataDidBecomeAvailable = Kind(name: "protectedDataDidBecomeAvailable")
        /// `UIApplication.systemPrefersReducedResourceUsageDidChangeNotification` (iOS 27.0): re-read
        /// `UIApplication.systemPrefersReducedResourceUsage`, and adjust the scheduling of later work rather than
        /// start expensive work in the handler, as Apple advises.
        ///
        /// ```swift
        /// bus.subscribe(to: ApplicationLifecycleEvent.self) { event in
        ///     if #available(iOS 27.0, *), event.kind == .systemPrefersReducedResourceUsageDidChange {
        ///         prefetcher.isPaused = UIApplication.shared.systemPrefersReducedResourceUsage
        ///     }
        /// }
        /// ```
        @available(iOS 27.0, tvOS 27.0, visionOS 27.0, *)
        public static var systemPrefersReducedResourceUsageDidChange: Kind { reducedResourceUsageChange }

        /// The reduced-resource kind, for the bridge, which observes on every system (the notification is never
        /// posted before iOS 27).
        static let reducedResourceUsageChange = Kind(name: "systemPrefersReducedResourceUsageDidChange")

        /// The kind's name.
        public var description: String { name }
    }

    /// Which notification it was.
    public var kind: Kind

    /// What launched the app, for ``Kind/didFinishLaunching``; `nil` for the other kinds.
    public var launch: LaunchContext?

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - kind: Which notification it stands for.
    ///   - launch: What launched the app, for ``Kind/didFinishLaunching``.
    public init(_ kind: Kind, launch: LaunchContext? = nil) {
        self.kind = kind
        self.launch = launch
    }
}
