/// A launch task the catalog knows: the task as registered, and whether it runs when no manifest mentions it.
///
/// A manifest may override the task's phase, priority, dependencies, timeout and failure policy, or
/// disable it; the work stays as registered, so its executor can be restated but not changed.
///
/// ```swift
/// try catalog.register(
///     LaunchTaskEntry(LaunchTask("database.migrate", phase: .didFinishLaunching) { try await Database.shared.migrate() })
/// )
/// ```
public struct LaunchTaskEntry: Sendable {
    /// The task as registered, before any manifest override.
    public var task: LaunchTask
    /// Whether the task runs when no manifest mentions it.
    public var isEnabledByDefault: Bool

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - task: The task.
    ///   - isEnabledByDefault: Whether it runs when no manifest mentions it.
    public init(_ task: LaunchTask, isEnabledByDefault: Bool = true) {
        self.task = task
        self.isEnabledByDefault = isEnabledByDefault
    }

    /// The task's descriptor before any manifest override.
    public var descriptor: LaunchTaskDescriptor { task.descriptor }
}
