/// Every problem found in a manifest, collected rather than stopping at the first.
///
/// ```swift
/// do {
///     _ = try catalog.plan(for: manifest)
/// } catch {
///     for problem in error.problems { print(problem) }
/// }
/// ```
public struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in the order they were found.
    public var problems: [ManifestProblem]

    /// Creates an error.
    ///
    /// - Parameter problems: The problems, at least one.
    init(problems: [ManifestProblem]) {
        precondition(!problems.isEmpty, "a manifest error needs at least one problem")
        self.problems = problems
    }

    /// One line per problem.
    public var description: String {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return (["manifest has \(count):"] + problems.map { "  \($0)" }).joined(separator: "\n")
    }
}
