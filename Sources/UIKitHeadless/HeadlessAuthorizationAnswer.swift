/// What the simulated user answers when the app first asks to notify them.
///
/// ``HeadlessSystem/Options/notificationAuthorization`` holds it. As on iOS the user is asked once: later
/// requests get the recorded answer without asking again.
///
/// ```swift
/// let system = HeadlessSystem(delegate: AppDelegate(), options: .init(notificationAuthorization: .denied))
/// ```
public struct HeadlessAuthorizationAnswer: Hashable, Sendable {
    /// Whether the user allows notifications.
    public var grants: Bool

    /// Creates an answer.
    ///
    /// - Parameter grants: Whether the user allows notifications.
    public init(grants: Bool) {
        self.grants = grants
    }

    /// The user taps Allow.
    public static let granted = HeadlessAuthorizationAnswer(grants: true)
    /// The user taps Don't Allow.
    public static let denied = HeadlessAuthorizationAnswer(grants: false)
}
