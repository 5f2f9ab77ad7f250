public import Foundation

/// The replica of UserNotifications' `UNUserNotificationCenter`: the app's notification center.
///
/// It holds its delegate weakly, as `UNUserNotificationCenter.h` declares, and Apple requires the
/// delegate to be set "before the application returns from application:didFinishLaunchingWithOptions:".
/// ``HeadlessSystem`` delivers foreground notifications and responses to that delegate, and decides what
/// the user answers when the app asks for authorization (see
/// ``HeadlessSystem/Options/notificationAuthorization``).
///
/// Like UserNotifications' center it may be used from any thread: its state is behind a lock.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    /// The center's state, behind a lock because UserNotifications lets any thread ask.
    struct State {
        weak var delegate: (any UNUserNotificationCenterDelegate)?
        var answer: HeadlessAuthorizationAnswer
        var status = UNAuthorizationStatus.notDetermined
        var requests: [UNAuthorizationOptions] = []
        var delegateObservers: [DelegateObserver] = []
        /// The method tables of the system whose center this is: its delegates belong to that system.
        var runtime: HeadlessRuntime?
    }

    /// Called around each assignment of ``delegate`` with the old and the new delegate.
    public typealias DelegateObserver =
        @Sendable (
            _ old: (any UNUserNotificationCenterDelegate)?, _ new: (any UNUserNotificationCenterDelegate)?
        ) -> Void

    /// The notification center's delegate, held weakly.
    open var delegate: (any UNUserNotificationCenterDelegate)? {
        get { state.withLock { $0.delegate } }
        set {
            let (old, observers, runtime) = state.withLock { state in
                defer { state.delegate = newValue }
                return (state.delegate, state.delegateObservers, state.runtime)
            }
            if let newValue, let runtime { runtime.own(newValue) }
            for observer in observers { observer(old, newValue) }
        }
    }

    /// Calls `observer` after each assignment of ``delegate``, on the assigning thread, as key-value observing
    /// with the old and new values does; the swizzler models (the tests' model of Firebase Messaging's proxy) observe
    /// the delegate this way, and those that swizzle the setter (OneSignal's model) too, since the center does
    /// not cache its delegate's answers.
    ///
    /// - Parameter observer: Called with the old and the new delegate.
    public func observeDelegate(_ observer: @escaping DelegateObserver) {
        state.withLock { $0.delegateObservers.append(observer) }
    }

    let state: HeadlessLock<State>

    /// The center ``current()`` returns: that of the ``HeadlessSystem`` that acted last.
    static let installed = HeadlessLock(UNUserNotificationCenter())

    /// Creates a center whose user grants authorization when asked; ``HeadlessSystem`` creates the app's.
    public override convenience init() {
        self.init(answer: .granted)
    }

    init(answer: HeadlessAuthorizationAnswer) {
        state = HeadlessLock(State(answer: answer))
        super.init()
    }

    /// The app's notification center; any thread may ask, as with UserNotifications.
    ///
    /// - Returns: The center of the ``HeadlessSystem`` whose callback is running (also in tasks it started),
    ///   else of the system that acted last (each system has its own).
    open class func current() -> UNUserNotificationCenter {
        HeadlessActing.current?.userNotificationCenter ?? installed.withLock { $0 }
    }

    // Authorization (UNUserNotificationCenter.h and Apple's "Asking permission to use notifications"): the
    // first request asks the user and records the answer; later requests do not ask again and report the
    // recorded answer; a provisional request is granted quietly without asking, and a full request after it
    // asks. The replica calls the completion handler before returning, with the answer of the system's
    // simulated user; UserNotifications calls it later, possibly on a background thread, so the handler must
    // be `@Sendable` and hop to the main actor itself before touching UIKit.

    /// Asks the user to allow the app to notify them; the first request shows the prompt.
    ///
    /// - Parameters:
    ///   - options: What the app asks to do: alerts, sounds, the badge.
    ///   - completionHandler: Called with whether the user allowed at least one option, and an error.
    open func requestAuthorization(
        options: UNAuthorizationOptions = [],
        completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        let granted = state.withLock { state in
            state.requests.append(options)
            if state.status == .notDetermined && options.contains(.provisional) {
                state.status = .provisional
            } else if state.status == .notDetermined || state.status == .provisional {
                state.status = state.answer.grants ? .authorized : .denied
            }
            return state.status == .authorized || state.status == .provisional
        }
        completionHandler(granted, nil)
    }

    /// Asks the user to allow the app to notify them; the first request shows the prompt.
    ///
    /// ```swift
    /// let granted = try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge])
    /// ```
    ///
    /// - Parameter options: What the app asks to do: alerts, sounds, the badge.
    /// - Returns: Whether the user allowed at least one option.
    /// - Throws: An error UserNotifications reports; the replica's user never fails.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            requestAuthorization(options: options) { granted, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: granted) }
            }
        }
    }

    /// Reads what the user currently allows the app.
    ///
    /// - Parameter completionHandler: Called with the settings.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(authorizationStatus: state.withLock { $0.status }))
    }

    /// Reads what the user currently allows the app.
    ///
    /// - Returns: The settings.
    open func notificationSettings() async -> UNNotificationSettings {
        await withCheckedContinuation { continuation in
            getNotificationSettings { continuation.resume(returning: $0) }
        }
    }
}

/// What an app asks the user to allow when it requests notification authorization.
///
/// Bit values and availability as in `UNUserNotificationCenter.h` (`NS_OPTIONS(NSUInteger)`); Swift spells
/// "no options" `[]`.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Update the app's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Play sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Show alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Show notifications in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Play sounds for critical alerts (iOS 12.0).
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// Show a button for in-app notification settings (iOS 12.0).
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Deliver quietly without asking the user first (iOS 12.0).
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    /// Let Siri read messages out (iOS 13.0 to 15.0).
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Announcement authorization is always included")
    @available(tvOS, unavailable)
    public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
    /// Time-sensitive notifications (iOS 15.0 only).
    @available(iOS, introduced: 15.0, deprecated: 15.0, message: "Use time-sensitive entitlement")
    public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// How to present a notification that arrives while the app is in the foreground.
///
/// Bit values as in `UNUserNotificationCenter.h` (`NS_OPTIONS(NSUInteger)`).
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Update the app's badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show an alert.
    @available(iOS, introduced: 10.0, deprecated: 14.0, message: "Use .list and .banner")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Show in Notification Center (iOS 14.0).
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show as a banner (iOS 14.0).
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
