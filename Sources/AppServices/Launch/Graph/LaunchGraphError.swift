/// The error thrown when a launch graph is invalid; it lists every problem found.
///
/// ```swift
/// do {
///     let graph = try LaunchGraph(descriptors)
/// } catch {
///     print(error)  // launch graph has 2 problems: ...
/// }
/// ```
public struct LaunchGraphError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of a launch graph error.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let name: String

        /// Validation found one or more problems, listed in ``LaunchGraphError/problems``.
        public static let invalidGraph = Code(name: "invalidGraph")

        /// The code's name.
        public var description: String { name }
    }

    /// The kind of error.
    public let code: Code
    /// Every problem, in a deterministic order.
    public let problems: [LaunchGraphProblem]

    /// An error listing `problems`, not empty.
    init(problems: [LaunchGraphProblem]) {
        self.code = .invalidGraph
        self.problems = problems
    }

    /// A heading with the number of problems, then one problem a line.
    public var description: String {
        let noun = problems.count == 1 ? "problem" : "problems"
        let lines = problems.map { "  - [\($0.code)] \($0.message)" }
        return (["launch graph has \(problems.count) \(noun):"] + lines).joined(separator: "\n")
    }
}
