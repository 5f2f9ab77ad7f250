import AppServicesEngines
import ArgumentParser

/// `appservices lint`: checks manifests and the launch graph their tasks form.
struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check manifests and the launch graph their tasks form.",
        discussion: """
            Reads each manifest with the library's loader, then checks the launch graph all their tasks \
            form together. Prints one line per problem, `file: key path: message`, naming the identifiers \
            involved; a cycle is printed as `a -> b -> c -> a`. The graph is checked once every manifest \
            reads cleanly. Exits 0 when everything is clean, 1 when there are problems, 2 when a file \
            cannot be read as JSON or a property list.

            Example:
              $ appservices lint Services.json
              Services.json: tasks[0].dependencies[0]: tasks form a cycle: session -> auth -> keychain -> \
            session ('->' reads 'depends on'); remove one of these dependencies
            """
    )

    /// The result of a lint, as `--format json` prints it.
    struct Result: Encodable {
        var files: [String]
        var taskCount: Int
        var problems: [LintProblem]
    }

    @Argument(help: "The manifests (JSON, or a property list ending in .plist); their tasks form one graph.")
    var manifests: [String]

    @Option(help: "The output format: text or json.")
    var format: OutputFormat = .text

    func run() async throws {
        let check = try InputOutputError.exitingOnFailure { try ManifestCheck(files: manifests) }
        let files = manifests.count == 1 ? "1 manifest" : "\(manifests.count) manifests"
        try StandardStreams.print(
            Result(files: manifests, taskCount: check.tasks.entries.count, problems: check.problems), as: format,
            text: check.problems.isEmpty
                ? ["\(files), \(check.tasks.entries.count) tasks: no problems"] : check.problems.map(\.description))
        try ExitCode.failing(if: !check.problems.isEmpty)
    }
}
