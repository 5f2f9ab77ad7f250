/// Simulates how the scheduler would run a launch graph, from estimated task durations.
///
/// The simulation follows the scheduler's rules: a task starts once its phase has started and its dependencies have
/// ended; ready tasks start in the order (higher priority, earlier registration); the main actor runs one task at a
/// time and at most `cores` background tasks run at once, each on the lowest free lane. It drives the phases as
/// ``ServicesAppDelegate`` does: the first phase starts at zero; the phase after a synchronous one starts as soon as
/// that phase's main-actor tasks have ended (its callback returns), and ``LaunchPhase/idle`` once every task of
/// ``LaunchPhase/firstSceneActive`` has ended. Tasks that end at the same moment release their dependants together.
/// Pure and deterministic.
///
/// ```swift
/// let graph = try LaunchGraph(descriptors)
/// let plan = LaunchPlanner(cores: 2).plan(graph, estimates: ["network": .milliseconds(120)])
/// print(plan.criticalPath, plan.makespan)
/// ```
///
/// Not part of the library's API: for the `appservices` tool (`appservices plan`), which imports it with
/// `@_spi(AppServicesTools) import AppServices`.
@_spi(AppServicesTools)
public struct LaunchPlanner: Sendable {
    /// The duration assumed for a task without an estimate.
    public var defaultEstimate: Duration
    /// How many background tasks may run at once.
    public var cores: Int

    /// Creates a planner.
    ///
    /// - Parameters:
    ///   - defaultEstimate: The duration assumed for a task without an estimate.
    ///   - cores: How many background tasks may run at once; at least one.
    public init(defaultEstimate: Duration = .milliseconds(10), cores: Int) {
        self.defaultEstimate = defaultEstimate
        self.cores = max(1, cores)
    }

    /// Simulates the launch of `graph`.
    ///
    /// - Parameters:
    ///   - graph: The validated graph.
    ///   - estimates: The estimated duration of each task; others take ``defaultEstimate``.
    /// - Returns: The simulated schedule.
    public func plan(_ graph: LaunchGraph, estimates: [LaunchTaskIdentifier: Duration] = [:]) -> LaunchPlan {
        let durations = graph.descriptors.map { estimates[$0.id] ?? defaultEstimate }
        var simulation = LaunchSimulation(graph: graph, durations: durations, cores: cores)
        simulation.run()
        var lengths = durations
        let chain = LaunchCriticalPath.longestChain(
            lengths: &lengths, dependencies: graph.dependencyIndices, order: graph.topologicalOrder)
        return LaunchPlan(
            entries: simulation.entries,
            phaseStarts: simulation.phaseStarts,
            criticalPath: chain.map { graph.descriptors[$0].id },
            makespan: simulation.entries.map(\.end).max() ?? .zero
        )
    }
}
