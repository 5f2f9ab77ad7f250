/// The system whose delegate call or notification is running.
///
/// A ``HeadlessSystem`` binds itself for each call it makes, and tasks started there inherit the binding,
/// so `UIApplication.shared` and `UNUserNotificationCenter.current()` answer with that system's app even
/// when tests drive several systems at once and a service's `Task` runs after the callback returned. The
/// binding is weak: a task that outlives its app (a launch that never ends) does not keep the app alive.
struct HeadlessActing: Sendable {
    /// The binding of the running call, or `nil` outside any system's call.
    @TaskLocal static var current: HeadlessActing?

    /// The acting system, while it exists.
    weak var system: HeadlessSystem?

    /// The acting system, if a call is running and its system still exists.
    static var system: HeadlessSystem? { current?.system }
}
