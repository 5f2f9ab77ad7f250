@_spi(AppServicesTools) import AppServices
import AppServicesEngines
import ArgumentParser

/// `appservices plan`: the order launch tasks would start in, with estimated times and the critical path.
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Show the order launch tasks would start in, per phase and executor, and the critical path.",
        discussion: """
            Simulates the scheduler on estimated durations: the main actor runs one task at a time, at most \
            --cores background tasks run at once, and each phase starts when the main-actor tasks of the \
            one before have ended. Exits 1, printing the problems, when the graph is invalid.

            Example:
              $ appservices plan Services.json --cores 2 --estimate network=120 --default-estimate 5
            """
    )

    @Argument(help: "The manifests (JSON, or a property list ending in .plist); their tasks form one graph.")
    var manifests: [String]

    @Option(help: "How many background tasks may run at once (1...1024).")
    var cores = 2

    @Option(
        name: .customLong("estimate"),
        help: ArgumentHelp("A task's estimated duration in milliseconds; repeatable.", valueName: "id=milliseconds"))
    var estimates: [TaskEstimate] = []

    @Option(help: "The duration in milliseconds assumed for tasks without an estimate (at most an hour).")
    var defaultEstimate = 10.0

    @Option(help: "The output format: text or json.")
    var format: OutputFormat = .text

    /// The most background tasks `plan` simulates at once.
    static let maximumCores = 1_024

    func validate() throws {
        guard (1...Self.maximumCores).contains(cores) else {
            throw ValidationError("--cores must be in 1...\(Self.maximumCores), not \(cores)")
        }
        let limit = Int(TaskEstimate.maximumMilliseconds)
        guard TaskEstimate.isInRange(defaultEstimate) else {
            throw ValidationError("--default-estimate must be in 0...\(limit) milliseconds, not \(defaultEstimate)")
        }
        var seen: Set<LaunchTaskIdentifier> = []
        for estimate in estimates {
            guard TaskEstimate.isInRange(estimate.milliseconds) else {
                throw ValidationError(
                    "--estimate for '\(estimate.id.rawValue.escapingControlCharacters)' must be in 0...\(limit) "
                        + "milliseconds, not \(estimate.milliseconds)")
            }
            guard seen.insert(estimate.id).inserted else {
                throw ValidationError("--estimate gives '\(estimate.id)' more than once")
            }
        }
    }

    func run() async throws {
        let check = try InputOutputError.exitingOnFailure { try ManifestCheck(files: manifests) }
        guard check.problems.isEmpty else {
            StandardStreams.printError("the launch graph has problems; `appservices lint` lists them:")
            StandardStreams.print(check.problems.map(\.description))
            throw ExitCode(1)
        }
        let known = Set(check.descriptors.map(\.id))
        if let unknown = estimates.first(where: { !known.contains($0.id) }) {
            StandardStreams.printError("--estimate names '\(unknown.id)', which no task in the manifests has")
            throw ExitCode.validationFailure
        }
        let graph = try LaunchGraph(check.descriptors, milestones: check.milestones)
        let planner = LaunchPlanner(defaultEstimate: .milliseconds(exactly: defaultEstimate), cores: cores)
        let plan = planner.plan(
            graph, estimates: Dictionary(uniqueKeysWithValues: estimates.map { ($0.id, $0.duration) }))
        let output = PlanOutput(plan, cores: cores, milestones: check.milestones)
        try StandardStreams.print(output, as: format, text: output.textLines)
    }
}
