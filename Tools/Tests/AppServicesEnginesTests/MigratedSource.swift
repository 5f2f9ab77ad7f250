@testable import AppServicesEngines

/// What the tests read in a migration plan: its files, its notes as `file:line: message`, and whether a file it
/// writes parses.
struct MigratedSource {
    /// The plan of the inputs.
    var plan: MigrationPlan

    /// Plans the migration of `files`, with the app's `otherSources` (`--sources`) if given.
    init(_ files: (path: String, text: String)..., otherSources: OtherSources? = nil) throws {
        var migration = try Migration(files: files)
        migration.otherSources = otherSources
        plan = try migration.plan()
    }

    /// The text of output file `name`, or empty.
    func file(_ name: String) -> String { plan.files.first { $0.name == name }?.text ?? "" }

    /// The notes as `file:line: message`.
    var notes: [String] { plan.notes.map { "\($0.position): \($0.message)" } }

    /// The output files that do not parse, by name.
    var filesThatDoNotParse: [String] {
        plan.files.filter { (try? SwiftSource(path: $0.name, text: $0.text)) == nil }.map(\.name)
    }
}
