package import AppServices

/// Manifests read and checked: their tasks and every problem in them and in the launch graph they form.
///
/// The graph is formed by the tasks of all the files together, so a task may depend on one declared
/// in another file. It is checked once every file reads cleanly: a task left out of an unreadable entry
/// would make the tasks that depend on it look wrong.
package struct ManifestCheck {
    /// The manifests, as given on the command line.
    let files: [String]
    package let tasks: ManifestTasks
    /// The manifests' problems, or, when they have none, the graph's problems in the documented order.
    package let problems: [LintProblem]

    /// Reads and checks `files`.
    ///
    /// - Throws: ``InputOutputError`` for a file that cannot be read as a manifest.
    package init(files: [String]) throws(InputOutputError) {
        let tasks = try ManifestTasks(files: files)
        self.files = files
        self.tasks = tasks
        self.problems =
            tasks.problems.isEmpty
            ? LaunchGraph.problems(in: tasks.entries.map(\.descriptor), milestones: tasks.milestones).map {
                LintProblem($0, in: tasks.entries)
            }
            : tasks.problems
    }

    /// The tasks' descriptors, in declaration order.
    package var descriptors: [LaunchTaskDescriptor] { tasks.entries.map(\.descriptor) }

    /// The milestones the manifests declare, in file order.
    package var milestones: [LaunchMilestone] { tasks.milestones }
}
