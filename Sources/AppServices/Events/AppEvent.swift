/// An event services post on the ``EventBus`` and others subscribe to by its type.
///
/// Events are values, posted from any thread, so they are `Sendable`.
///
/// ```swift
/// struct UserDidSignIn: AppEvent {
///     let userID: String
/// }
/// bus.post(UserDidSignIn(userID: "42"))
/// ```
public protocol AppEvent: Sendable {}
