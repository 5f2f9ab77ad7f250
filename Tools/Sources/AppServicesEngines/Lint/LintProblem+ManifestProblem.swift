@_spi(AppServicesTools) import AppServices

extension LintProblem {
    /// A problem the library's manifest loader found, at its file and key path.
    ///
    /// The message names the service or task it concerns, such as `task 'sync': expected an array, found 3`; a key
    /// of more than 64 bytes in the key path is shortened to its start and its length, as the loader's messages do.
    init(_ problem: ManifestProblem) {
        let kind = problem.keyPath.hasPrefix("tasks") ? "task" : "service"
        self.init(
            file: problem.file,
            keyPath: problem.location.shortenedKeyPath,
            code: problem.code.name,
            identifiers: problem.identifier.map { [$0] } ?? [],
            message: problem.identifier.map { "\(kind) '\($0)': \(problem.detail)" } ?? problem.detail
        )
    }

    /// The line that stands for the problems a manifest error does not list, such as `and 900 more problems`.
    init(unlisted count: Int, in file: String) {
        self.init(
            file: file, keyPath: "", code: "moreProblems", identifiers: [],
            message: "and \(count) more \(count == 1 ? "problem" : "problems") (the first "
                + "\(ManifestError.mostProblemsListed) are listed)")
    }
}
