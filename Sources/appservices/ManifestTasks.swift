import AppServices
import Foundation

/// The launch tasks that manifests declare, each with the file and key path it came from.
///
/// The tool's only reader of manifest files. It reads the `tasks` array of a JSON or property-list
/// manifest in the manifest format (`id` required; `dependencies`, `phase`, `executor`, `priority`,
/// `timeout` in seconds, `failurePolicy` and `enabled` optional, defaulting as
/// `LaunchTaskDescriptor` does) and ignores every other key.
struct ManifestTasks {
    /// A task and where it was declared.
    struct Entry {
        /// The task.
        var descriptor: LaunchTaskDescriptor
        /// The manifest, as given on the command line.
        var file: String
        /// The task's key path in that manifest, such as `tasks[3]`.
        var keyPath: String
    }

    /// Every enabled, well-formed task, in the order of the files and of each file's `tasks` array.
    private(set) var entries: [Entry] = []
    /// Every entry that could not be read as a task, by file and key path.
    private(set) var problems: [LintProblem] = []

    /// Reads the tasks of `files`, in order.
    ///
    /// - Parameter files: Manifest paths; a `.plist` is read as a property list, anything else as JSON.
    /// - Throws: ``InputOutputError`` for a file that is missing or is not JSON or a property list.
    init(files: [String]) throws(InputOutputError) {
        for file in files { try read(file) }
    }

    private mutating func read(_ file: String) throws(InputOutputError) {
        let root: Any
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            root =
                file.hasSuffix(".plist")
                ? try PropertyListSerialization.propertyList(from: data, format: nil)
                : try JSONSerialization.jsonObject(with: data)
        } catch {
            throw InputOutputError(file: file, reason: "cannot read the file as a manifest: \(Self.reason(error))")
        }
        guard let manifest = root as? [String: Any] else {
            throw InputOutputError(file: file, reason: "a manifest must be a dictionary at its top level")
        }
        guard let tasks = manifest["tasks"] else { return }
        guard let list = tasks as? [Any] else {
            return problems.append(problem(file, "tasks", "'tasks' must be an array of task dictionaries"))
        }
        for (index, value) in list.enumerated() { readTask(value, file: file, keyPath: "tasks[\(index)]") }
    }

    private mutating func readTask(_ value: Any, file: String, keyPath: String) {
        guard let fields = value as? [String: Any] else {
            return problems.append(problem(file, keyPath, "a task must be a dictionary with at least an 'id'"))
        }
        guard let id = fields["id"] as? String, !id.isEmpty else {
            return problems.append(problem(file, keyPath + ".id", "a task needs a non-empty string 'id'"))
        }
        var wrong: [LintProblem] = []
        func field<Value>(_ key: String, _ expected: String, _ convert: (Any) -> Value?) -> Value? {
            guard let raw = fields[key] else { return nil }
            if let value = convert(raw) { return value }
            wrong.append(
                problem(file, "\(keyPath).\(key)", "task '\(id)' has an invalid '\(key)'; expected \(expected)", id))
            return nil
        }
        let phases = LaunchPhase.allCases.map(\.rawValue).joined(separator: ", ")
        let executors = LaunchExecutor.allCases.map(\.rawValue).joined(separator: ", ")
        let enabled = field("enabled", "true or false") { $0 as? Bool } ?? true
        let dependencies = field("dependencies", "an array of task identifiers") { $0 as? [String] } ?? []
        let phase = field("phase", "one of \(phases)") { ($0 as? String).flatMap(LaunchPhase.init(rawValue:)) }
        let executor = field("executor", "one of \(executors)") {
            ($0 as? String).flatMap(LaunchExecutor.init(rawValue:))
        }
        let priority = field("priority", "a whole number") { $0 as? Int } ?? 0
        let timeout = field("timeout", "a number of seconds") { ($0 as? Double).map { Duration.seconds($0) } }
        let policy = field("failurePolicy", "a policy name") { ($0 as? String).map(LaunchFailurePolicy.init(name:)) }
        guard wrong.isEmpty else { return problems += wrong }
        guard enabled else { return }
        let descriptor = LaunchTaskDescriptor(
            id: LaunchTaskID(id), dependencies: dependencies.map { LaunchTaskID($0) },
            phase: phase ?? .didFinishLaunching,
            executor: executor ?? .background, priority: priority, timeout: timeout, failurePolicy: policy ?? .required)
        entries.append(Entry(descriptor: descriptor, file: file, keyPath: keyPath))
    }

    private func problem(_ file: String, _ keyPath: String, _ message: String, _ ids: String...) -> LintProblem {
        LintProblem(file: file, keyPath: keyPath, code: "malformedEntry", identifiers: ids, message: message)
    }

    /// The parser's own explanation, which Foundation keeps in the error's debug description.
    private static func reason(_ error: any Error) -> String {
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
    }
}
