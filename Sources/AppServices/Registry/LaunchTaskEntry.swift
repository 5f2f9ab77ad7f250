/// The work of a launch task as the catalog stores it.
///
/// The scheduler decides where it runs from the task's ``LaunchTaskDescriptor/executor``.
public typealias LaunchTaskWork = @Sendable () async throws -> Void

/// A launch task the catalog knows: its default descriptor and its work.
///
/// A manifest may override the descriptor's phase, executor, priority, dependencies, timeout and
/// failure policy, or disable the task; the work stays as registered.
///
/// ```swift
/// try catalog.register(
///     LaunchTaskEntry(LaunchTaskDescriptor(id: "database.migrate", phase: .didFinishLaunching)) {
///         try await Database.shared.migrate()
///     }
/// )
/// ```
public struct LaunchTaskEntry: Sendable {
    /// The task's descriptor before any manifest override.
    public var descriptor: LaunchTaskDescriptor
    /// Whether the task runs when no manifest mentions it.
    public var isEnabledByDefault: Bool
    /// The task's work.
    public var work: LaunchTaskWork

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - descriptor: The task's default descriptor.
    ///   - isEnabledByDefault: Whether it runs when no manifest mentions it.
    ///   - work: The task's work.
    public init(_ descriptor: LaunchTaskDescriptor, isEnabledByDefault: Bool = true, work: @escaping LaunchTaskWork) {
        self.descriptor = descriptor
        self.isEnabledByDefault = isEnabledByDefault
        self.work = work
    }
}
