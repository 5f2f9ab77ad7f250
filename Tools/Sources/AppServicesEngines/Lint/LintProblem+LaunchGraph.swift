import AppServices

extension LintProblem {
    /// A launch graph problem, located at the task at fault and, where one is to blame, at its key.
    ///
    /// A duplicate points at the second declaration's `id`; a missing or misplaced dependency, a cycle
    /// and a main-actor task waiting for the background point at the dependency that causes them; an
    /// undeclared milestone, or one a task of a synchronous phase waits for, at that milestone.
    init(_ problem: LaunchGraphProblem, in entries: [ManifestTasks.Entry]) {
        let culprit = problem.tasks.first
        let declarations = entries.filter { $0.descriptor.id == culprit }
        let entry = problem.code == .duplicateIdentifier ? declarations.dropFirst().first : declarations.first
        self.init(
            file: entry?.file ?? "",
            keyPath: entry.map { $0.keyPath + Self.key(of: problem, in: $0.descriptor) } ?? "",
            code: problem.code.name,
            identifiers: problem.tasks.map(\.rawValue),
            message: problem.message
        )
    }

    private static func key(of problem: LaunchGraphProblem, in descriptor: LaunchTaskDescriptor) -> String {
        switch problem.code {
        case .duplicateIdentifier: return ".id"
        case .unknownFailurePolicy: return ".failurePolicy"
        case .nonPositiveTimeout: return ".timeout"
        case .missingDependency, .dependencyOnLaterPhase, .mainActorWaitsForBackground, .cycle:
            let blamed = problem.tasks.count > 1 ? problem.tasks[1] : descriptor.id
            return descriptor.dependencies.firstIndex(of: blamed).map { ".dependencies[\($0)]" } ?? ""
        case .unknownMilestone, .milestoneInSynchronousPhase:
            guard let milestone = problem.milestones.first else { return "" }
            return descriptor.milestones.firstIndex(of: milestone).map { ".milestones[\($0)]" } ?? ""
        default: return ""
        }
    }
}
