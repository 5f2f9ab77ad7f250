import AppServices

extension LintProblem {
    /// A problem the library's manifest loader found, at its file and key path.
    ///
    /// The message names the service or task it concerns, such as `task 'sync': expected an array, found 3`.
    ///
    /// - Parameter problem: The loader's problem.
    init(_ problem: ManifestProblem) {
        let kind = problem.keyPath.hasPrefix("tasks") ? "task" : "service"
        self.init(
            file: problem.file,
            keyPath: problem.keyPath,
            code: problem.code.name,
            identifiers: problem.identifier.map { [$0] } ?? [],
            message: problem.identifier.map { "\(kind) '\($0)': \(problem.detail)" } ?? problem.detail
        )
    }
}
