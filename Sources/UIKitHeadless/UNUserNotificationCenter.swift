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
    }

    /// The notification center's delegate, held weakly.
    open var delegate: (any UNUserNotificationCenterDelegate)? {
        get { state.withLock { $0.delegate } }
        set { state.withLock { $0.delegate = newValue } }
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
