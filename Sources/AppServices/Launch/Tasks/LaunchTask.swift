/// A unit of launch work: a ``LaunchTaskDescriptor`` and the work it describes.
///
/// Work runs in the background unless it says `executor: .mainActor`; then a synchronous closure runs inline on the
/// main actor (the only main-actor form a synchronous phase admits), and an `async` closure runs asynchronously on the
/// main actor. In the background, a closure that does not `await` is synchronous work, which a lane calls directly.
///
/// ```swift
/// LaunchTask("analytics.configure", dependsOn: ["network"]) {
///     try await Analytics.configure()  // background
/// }
/// LaunchTask("crashReporter.start") {
///     CrashReporter.start(apiKey: key)  // background, synchronous
/// }
/// LaunchTask("window.theme", phase: .willFinishLaunching, executor: .mainActor) {
///     Theme.apply()  // synchronous: runs on the main actor before the callback returns
/// }
/// LaunchTask("feed.warm", phase: .firstSceneActive, executor: .mainActor) {
///     try await feedController.reload()
/// }
/// ```
public struct LaunchTask: Sendable {
    /// Everything about the task except its work; its executor always matches the work.
    public let descriptor: LaunchTaskDescriptor
    /// The work itself.
    public let work: Work

    /// Creates a task from its parts; the descriptor's executor follows from `work`.
    ///
    /// - Parameters:
    ///   - id: The task's unique identifier.
    ///   - dependencies: The tasks that must finish first.
    ///   - phase: When the task runs.
    ///   - priority: Breaks ties between ready tasks; higher first.
    ///   - timeout: The time limit, or `nil`.
    ///   - failurePolicy: What a failure means.
    ///   - work: The work, in the form that selects its executor.
    public init(
        _ id: LaunchTaskIdentifier,
        dependsOn dependencies: [LaunchTaskIdentifier] = [],
        phase: LaunchPhase = .didFinishLaunching,
        priority: Int = 0,
        timeout: Duration? = nil,
        failurePolicy: LaunchFailurePolicy = .required,
        work: Work
    ) {
        self.descriptor = LaunchTaskDescriptor(
            id: id,
            dependencies: dependencies,
            phase: phase,
            executor: work.executor,
            priority: priority,
            timeout: timeout,
            failurePolicy: failurePolicy
        )
        self.work = work
    }

    /// Creates a task whose asynchronous work runs in the background.
    ///
    /// - Parameters:
    ///   - id: The task's unique identifier.
    ///   - dependencies: The tasks that must finish first.
    ///   - phase: When the task runs.
    ///   - executor: `.background`; may be left out.
    ///   - priority: Breaks ties between ready tasks; higher first.
    ///   - timeout: The time limit, or `nil`; on expiry the work is cancelled and the task times out. Work
    ///     that blocks its thread runs on until it returns, and its dependants wait for it.
    ///   - failurePolicy: What a failure means.
    ///   - work: The work.
    public init(
        _ id: LaunchTaskIdentifier,
        dependsOn dependencies: [LaunchTaskIdentifier] = [],
        phase: LaunchPhase = .didFinishLaunching,
        executor: OnBackground = .background,
        priority: Int = 0,
        timeout: Duration? = nil,
        failurePolicy: LaunchFailurePolicy = .required,
        _ work: @escaping @Sendable () async throws -> Void
    ) {
        self.init(
            id, dependsOn: dependencies, phase: phase, priority: priority, timeout: timeout,
            failurePolicy: failurePolicy, work: .background(work))
    }

    /// Creates a task whose synchronous work runs in the background, such as an SDK's setup call.
    ///
    /// Swift picks this initializer for a closure that does not `await`. A lane calls the work directly,
    /// which costs less than an asynchronous call. A timeout cannot interrupt synchronous work: the task
    /// runs to its end and counts as timed out when it ran longer than `timeout`.
    ///
    /// ```swift
    /// LaunchTask("crashReporter", executor: .background) { CrashReporter.start(apiKey: key) }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The task's unique identifier.
    ///   - dependencies: The tasks that must finish first.
    ///   - phase: When the task runs.
    ///   - executor: `.background`; may be left out.
    ///   - priority: Breaks ties between ready tasks; higher first.
    ///   - timeout: The time limit, or `nil`.
    ///   - failurePolicy: What a failure means.
    ///   - work: The work.
    public init(
        _ id: LaunchTaskIdentifier,
        dependsOn dependencies: [LaunchTaskIdentifier] = [],
        phase: LaunchPhase = .didFinishLaunching,
        executor: OnBackground = .background,
        priority: Int = 0,
        timeout: Duration? = nil,
        failurePolicy: LaunchFailurePolicy = .required,
        _ work: @escaping @Sendable () throws -> Void
    ) {
        self.init(
            id, dependsOn: dependencies, phase: phase, priority: priority, timeout: timeout,
            failurePolicy: failurePolicy, work: .synchronousBackground(work))
    }

    /// Creates a task whose synchronous work runs on the main actor, inline in a synchronous phase.
    ///
    /// A timeout cannot interrupt synchronous work: the task runs to its end and counts as timed
    /// out when it ran longer than `timeout`.
    ///
    /// - Parameters:
    ///   - id: The task's unique identifier.
    ///   - dependencies: The tasks that must finish first.
    ///   - phase: When the task runs.
    ///   - executor: `.mainActor`.
    ///   - priority: Breaks ties between ready tasks; higher first.
    ///   - timeout: The time limit, or `nil`.
    ///   - failurePolicy: What a failure means.
    ///   - work: The work.
    public init(
        _ id: LaunchTaskIdentifier,
        dependsOn dependencies: [LaunchTaskIdentifier] = [],
        phase: LaunchPhase = .didFinishLaunching,
        executor: OnMainActor,
        priority: Int = 0,
        timeout: Duration? = nil,
        failurePolicy: LaunchFailurePolicy = .required,
        _ work: @escaping @MainActor @Sendable () throws -> Void
    ) {
        self.init(
            id, dependsOn: dependencies, phase: phase, priority: priority, timeout: timeout,
            failurePolicy: failurePolicy, work: .synchronousMainActor(work))
    }

    /// Creates a task whose asynchronous work runs on the main actor; only for asynchronous phases.
    ///
    /// - Parameters:
    ///   - id: The task's unique identifier.
    ///   - dependencies: The tasks that must finish first.
    ///   - phase: When the task runs: ``LaunchPhase/firstSceneActive`` or ``LaunchPhase/idle``.
    ///   - executor: `.mainActor`.
    ///   - priority: Breaks ties between ready tasks; higher first.
    ///   - timeout: The time limit, or `nil`; on expiry the work is cancelled and the task times out. Work
    ///     that blocks its thread runs on until it returns, and its dependants wait for it.
    ///   - failurePolicy: What a failure means.
    ///   - work: The work.
    public init(
        _ id: LaunchTaskIdentifier,
        dependsOn dependencies: [LaunchTaskIdentifier] = [],
        phase: LaunchPhase = .firstSceneActive,
        executor: OnMainActor,
        priority: Int = 0,
        timeout: Duration? = nil,
        failurePolicy: LaunchFailurePolicy = .required,
        _ work: @escaping @MainActor @Sendable () async throws -> Void
    ) {
        self.init(
            id, dependsOn: dependencies, phase: phase, priority: priority, timeout: timeout,
            failurePolicy: failurePolicy, work: .mainActor(work))
    }
}

extension LaunchTask {
    /// A task from a descriptor whose executor matches `work`.
    init(descriptor: LaunchTaskDescriptor, work: Work) {
        self.descriptor = descriptor
        self.work = work
    }

    /// The descriptors of `tasks`, and their work in slots a run empties as each starts, from one pass that
    /// reads each task in place: `tasks.map { $0.descriptor }` would copy each whole task first, and a second
    /// pass would read the tasks' memory, hundreds of kilobytes in a large launch, twice.
    static func parts(of tasks: [LaunchTask]) -> (descriptors: [LaunchTaskDescriptor], works: LaunchWorkSlots) {
        var descriptors: [LaunchTaskDescriptor] = []
        descriptors.reserveCapacity(tasks.count)
        let works = LaunchWorkSlots(capacity: tasks.count)
        for index in tasks.indices {
            descriptors.append(tasks[index].descriptor)
            works.append(tasks[index].work)
        }
        return (descriptors, works)
    }
}
