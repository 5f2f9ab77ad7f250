/// The system whose delegate call or notification is running.
///
/// A ``HeadlessSystem`` binds itself for each call it makes, and tasks started there inherit the binding,
/// so `UIApplication.shared` and `UNUserNotificationCenter.current()` answer with that system's app even
/// when tests drive several systems at once and a service's `Task` runs after the callback returned. The
/// binding holds the system weakly: a task that outlives its app (a launch that never ends) does not keep
/// the system alive. It keeps the app's application and notification center, which do not keep their
/// system, so such a task still reaches its own app's objects, inert once the system is gone, and never
/// another test's app that happens to be the last one installed.
struct HeadlessActing: Sendable {
    /// The binding of the running call, or `nil` outside any system's call.
    @TaskLocal static var current: HeadlessActing?

    /// The acting system, while it exists.
    weak var system: HeadlessSystem?
    /// The acting system's application.
    let application: UIApplication
    /// The acting system's notification center.
    let userNotificationCenter: UNUserNotificationCenter
    /// The acting system's method tables.
    let runtime: HeadlessRuntime

    @MainActor
    init(system: HeadlessSystem) {
        self.system = system
        application = system.application
        userNotificationCenter = system.userNotificationCenter
        runtime = system.runtime
    }

    /// The acting system, if a call is running and its system still exists.
    static var system: HeadlessSystem? { current?.system }
}
