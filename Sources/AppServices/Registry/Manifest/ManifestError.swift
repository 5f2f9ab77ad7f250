/// Every problem found in a manifest, collected rather than stopping at the first.
///
/// At most ``mostProblemsListed`` problems are kept, the first found; ``unlistedProblemCount`` says how many more
/// there were, so a hostile manifest of a million bad values costs no more to report than one of a hundred.
///
/// ```swift
/// do {
///     _ = try catalog.plan(for: manifest)
/// } catch {
///     for problem in error.problems { print(problem) }
/// }
/// ```
public struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The most problems an error lists: 100.
    public static let mostProblemsListed = 100

    /// The problems, in the order they were found: the first ``mostProblemsListed`` of them.
    public var problems: [ManifestProblem]

    /// How many problems were found beyond those listed in ``problems``; 0 when every one is listed.
    public var unlistedProblemCount: Int

    /// An error listing the first ``mostProblemsListed`` of `problems`, at least one.
    init(problems: [ManifestProblem]) {
        precondition(!problems.isEmpty, "a manifest error needs at least one problem")
        self.problems = Array(problems.prefix(Self.mostProblemsListed))
        self.unlistedProblemCount = problems.count - self.problems.count
    }

    /// One line per problem listed, then `and N more` when some are not.
    public var description: String {
        let total = problems.count + unlistedProblemCount
        let count = total == 1 ? "1 problem" : "\(total) problems"
        let more = unlistedProblemCount > 0 ? ["  and \(unlistedProblemCount) more"] : []
        return (["manifest has \(count):"] + problems.map { "  \($0)" } + more).joined(separator: "\n")
    }
}
