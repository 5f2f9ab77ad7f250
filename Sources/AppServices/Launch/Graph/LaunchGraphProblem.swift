/// One thing wrong with a launch graph, naming the tasks involved.
///
/// Validation collects every problem before anything runs, so a user fixes them all at once.
/// The ``description`` alone says what to fix:
///
/// ```swift
/// for problem in LaunchGraph.problems(in: descriptors) {
///     print(problem)  // tasks form a cycle: a -> b -> a ('->' reads 'depends on')
/// }
/// ```
public struct LaunchGraphProblem: Hashable, Sendable, CustomStringConvertible {
    /// The kind of a launch graph problem.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let name: String

        /// Two or more tasks share an identifier.
        public static let duplicateIdentifier = Code(name: "duplicateIdentifier")
        /// A task depends on an identifier no task has.
        public static let missingDependency = Code(name: "missingDependency")
        /// A task names a failure policy the library does not know.
        public static let unknownFailurePolicy = Code(name: "unknownFailurePolicy")
        /// A task has a timeout of zero or less.
        public static let nonPositiveTimeout = Code(name: "nonPositiveTimeout")
        /// A task depends on a task of a later phase, which cannot have run yet.
        public static let dependencyOnLaterPhase = Code(name: "dependencyOnLaterPhase")
        /// Tasks depend on each other in a circle.
        public static let cycle = Code(name: "cycle")
        /// A main-actor task of a synchronous phase depends, directly or not, on a background task.
        public static let mainActorWaitsForBackground = Code(name: "mainActorWaitsForBackground")
        /// A main-actor task of a synchronous phase has asynchronous work, which cannot run inline.
        public static let asyncMainActorInSynchronousPhase = Code(name: "asyncMainActorInSynchronousPhase")
        /// A task waits for a milestone the app does not declare.
        public static let unknownMilestone = Code(name: "unknownMilestone")
        /// A task of a synchronous phase waits for a milestone, which its delegate callback cannot do.
        public static let milestoneInSynchronousPhase = Code(name: "milestoneInSynchronousPhase")

        /// The code's name.
        public var description: String { name }
    }

    /// The kind of problem.
    public let code: Code
    /// The tasks involved, the task at fault first.
    public let tasks: [LaunchTaskIdentifier]
    /// What is wrong and how to fix it, naming the tasks.
    public let message: String
    /// The milestones involved, for a problem with a task's milestones; empty otherwise.
    public internal(set) var milestones: [LaunchMilestone] = []

    /// The problem's message.
    public var description: String { message }
}
