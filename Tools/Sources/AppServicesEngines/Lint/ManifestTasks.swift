import AppServices
import Foundation

/// The launch tasks that manifests declare, each with the file and key path it came from.
///
/// Reads each file with the library's own manifest loader (`ServiceManifest`), so the tool reports exactly the problems
/// the app would: unknown fields, wrong types, duplicate identifiers, each with its file, key path and identifier. A
/// task's absent fields take `LaunchTaskDescriptor`'s defaults; disabled tasks are left out.
package struct ManifestTasks {
    /// A task and where it was declared.
    package struct Entry {
        var descriptor: LaunchTaskDescriptor
        var file: String
        /// The task's key path in that manifest, such as `tasks[3]`.
        var keyPath: String
    }

    /// Every enabled task of the manifests that read cleanly, in file order, then in each file's order.
    package private(set) var entries: [Entry] = []
    /// The milestones the manifests declare, in file order, without repeats.
    private(set) var milestones: [LaunchMilestone] = []
    /// Every problem the loader found, by file and key path.
    private(set) var problems: [LintProblem] = []

    /// Reads the tasks of `files`, in order.
    ///
    /// - Parameter files: Manifest paths; a `.plist` is read as a property list, a `.json` as JSON, any
    ///   other by its first byte.
    /// - Throws: ``InputOutputError`` for a file that is missing or is not JSON or a property list.
    init(files: [String]) throws(InputOutputError) {
        for file in files { try read(file) }
    }

    private mutating func read(_ file: String) throws(InputOutputError) {
        let manifest: ServiceManifest
        switch try ManifestFile.read(file) {
        case .success(let read): manifest = read
        case .failure(let error):
            problems += error.problems
            return
        }
        milestones += manifest.milestones.filter { !milestones.contains($0) }
        for task in manifest.tasks where task.isEnabled ?? true {
            let descriptor = task.applied(to: LaunchTaskDescriptor(id: task.id))
            entries.append(Entry(descriptor: descriptor, file: task.location.file, keyPath: task.location.keyPath))
        }
    }
}
