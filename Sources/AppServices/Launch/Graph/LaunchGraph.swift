/// A validated launch graph: task descriptors whose dependencies form a well-ordered acyclic graph.
///
/// Creating a graph checks everything that can be known before any work runs, on descriptors
/// alone, so the command-line tool and manifests can check a launch without the app's code.
/// The initializer collects every problem, not just the first:
///
/// ```swift
/// let graph = try LaunchGraph([
///     LaunchTaskDescriptor(id: "network"),
///     LaunchTaskDescriptor(id: "analytics", dependencies: ["network"]),
/// ])
/// ```
public struct LaunchGraph: Sendable {
    /// The tasks, in registration order; that order breaks priority ties.
    public let descriptors: [LaunchTaskDescriptor]
    /// The app's milestones that tasks may wait for, in declaration order, without repeats.
    public let milestones: [LaunchMilestone]
    /// The position of each identifier's first registration.
    let indexByID: LaunchTaskIndex
    /// For each position, the positions of its known dependencies, without repeats, in listed order.
    let dependencyIndices: LaunchAdjacency
    /// For each position, the positions of the tasks that depend on it, in registration order.
    let dependantIndices: LaunchAdjacency
    /// Positions in an order where every task comes after its dependencies, computed once for validation
    /// and the report.
    ///
    /// Tasks on or behind a cycle are left out. Ready tasks are taken in registration order.
    let topologicalOrder: [Int]

    /// Validates `descriptors` and creates a graph from them.
    ///
    /// - Parameter descriptors: The tasks in registration order.
    /// - Throws: ``LaunchGraphError`` listing every problem validation finds in the descriptors.
    public init(_ descriptors: [LaunchTaskDescriptor]) throws(LaunchGraphError) {
        try self.init(descriptors, milestones: [])
    }

    /// Validates `descriptors`, whose tasks may wait for the declared `milestones`, and creates a graph.
    ///
    /// ```swift
    /// let graph = try LaunchGraph(
    ///     [LaunchTaskDescriptor(id: "analytics", phase: .firstSceneActive).waiting(for: "consentGiven")],
    ///     milestones: ["consentGiven"])
    /// ```
    ///
    /// - Parameters:
    ///   - descriptors: The tasks in registration order.
    ///   - milestones: The milestones the app declares; a task may wait only for these.
    /// - Throws: ``LaunchGraphError`` listing every problem validation finds in the descriptors.
    public init(_ descriptors: [LaunchTaskDescriptor], milestones: [LaunchMilestone]) throws(LaunchGraphError) {
        self.init(unchecked: descriptors, milestones: milestones)
        let problems = validationProblems()
        guard problems.isEmpty else { throw LaunchGraphError(problems: problems) }
    }

    /// Creates a graph without validating it; validation itself works on such a graph.
    init(unchecked descriptors: [LaunchTaskDescriptor], milestones: [LaunchMilestone] = []) {
        let indexByID = LaunchTaskIndex(descriptors)
        var listed = 0
        for index in descriptors.indices { listed += descriptors[index].dependencies.count }
        let dependencyIndices = LaunchAdjacency(count: descriptors.count, maximumTargets: listed) { index, add in
            for dependency in descriptors[index].dependencies {
                if let position = indexByID[dependency] { add(position) }
            }
        }
        let dependantIndices = dependencyIndices.transposed()
        self.descriptors = descriptors
        var seen = Set<LaunchMilestone>()
        self.milestones = milestones.filter { seen.insert($0).inserted }
        self.indexByID = indexByID
        self.dependencyIndices = dependencyIndices
        self.dependantIndices = dependantIndices
        self.topologicalOrder = dependencyIndices.dependencyOrder(dependants: dependantIndices)
    }

    /// Every problem in `descriptors`, grouped by kind, each group in registration order.
    ///
    /// The kinds come in this order: duplicate identifiers, missing dependencies, unknown failure
    /// policies, non-positive timeouts, dependencies on later phases, cycles, main-actor tasks that
    /// would wait for background tasks, then the milestone problems of ``problems(in:milestones:)-([LaunchTaskDescriptor],_)``.
    ///
    /// - Parameter descriptors: The tasks in registration order.
    /// - Returns: The problems; empty when the graph is valid.
    public static func problems(in descriptors: [LaunchTaskDescriptor]) -> [LaunchGraphProblem] {
        problems(in: descriptors, milestones: [])
    }

    /// Every problem in `descriptors` whose tasks may wait for the declared `milestones`.
    ///
    /// Besides the problems of the graph's tasks alone, a task that waits for an undeclared
    /// milestone, and a task of a synchronous phase that waits for any milestone, are reported.
    ///
    /// - Parameters:
    ///   - descriptors: The tasks in registration order.
    ///   - milestones: The milestones the app declares.
    /// - Returns: The problems; empty when the graph is valid.
    public static func problems(
        in descriptors: [LaunchTaskDescriptor], milestones: [LaunchMilestone]
    ) -> [LaunchGraphProblem] {
        LaunchGraph(unchecked: descriptors, milestones: milestones).validationProblems()
    }

    /// Every problem in `tasks`: those of their descriptors, then those only their work reveals.
    ///
    /// Besides the descriptor problems, a main-actor task of a synchronous phase whose work is
    /// asynchronous is reported, since the synchronous delegate callback cannot await it.
    ///
    /// - Parameter tasks: The tasks in registration order.
    /// - Returns: The problems; empty when the tasks can be scheduled.
    public static func problems(in tasks: [LaunchTask]) -> [LaunchGraphProblem] {
        problems(in: tasks, milestones: [])
    }

    /// Every problem in `tasks`, whose tasks may wait for the declared `milestones`.
    ///
    /// - Parameters:
    ///   - tasks: The tasks in registration order.
    ///   - milestones: The milestones the app declares.
    /// - Returns: The problems; empty when the tasks can be scheduled.
    public static func problems(in tasks: [LaunchTask], milestones: [LaunchMilestone]) -> [LaunchGraphProblem] {
        LaunchGraph(unchecked: tasks.map(\.descriptor), milestones: milestones).problems(withWorkOf: tasks)
    }

    /// The problems of this graph, including those of the work of `tasks`, the graph's tasks in registration order.
    func problems(withWorkOf tasks: [LaunchTask]) -> [LaunchGraphProblem] {
        // The descriptor rules out most tasks before their work is read, and a problem is made only for a culprit.
        let workProblems = tasks.indices.compactMap { index -> LaunchGraphProblem? in
            guard descriptors[index].executor == .mainActor, descriptors[index].phase.isSynchronous,
                tasks[index].work.isAsynchronousMainActor
            else { return nil }
            let id = descriptors[index].id
            return LaunchGraphProblem(
                code: .asyncMainActorInSynchronousPhase,
                tasks: [id],
                message: "main-actor task '\(id)' has asynchronous work but runs in the synchronous phase "
                    + "\(descriptors[index].phase), whose delegate callback cannot await it; make its work synchronous "
                    + "or move it to \(LaunchPhase.firstSceneActive)"
            )
        }
        return validationProblems() + workProblems
    }
}
