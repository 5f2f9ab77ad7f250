/// The plan of a migration as `--format text` prints it: the moves, the notes, then the files.
package struct MigrationPlanText {
    var plan: MigrationPlan
    var output: String
    var dryRun: Bool

    /// The text of `plan`, written to (or, on a dry run, planned for) `output`.
    package init(plan: MigrationPlan, output: String, dryRun: Bool) {
        self.plan = plan
        self.output = output
        self.dryRun = dryRun
    }

    package var lines: [String] {
        let moves = plan.moves.map { move in
            "\(move.position): \(move.method) -> \(move.service) (\(move.capabilities.joined(separator: ", ")))"
        }
        let notes =
            plan.notes.isEmpty
            ? [] : ["kept, changed or to check:"] + plan.notes.map { "\($0.position): \($0.message)" }
        guard !plan.files.isEmpty else { return moves + notes + ["nothing to migrate; no file written"] }
        let files = plan.files.map(\.name).joined(separator: ", ")
        let summary =
            dryRun
            ? "dry run: would write \(plan.files.count) files to \(output): \(files)"
            : "wrote \(plan.files.count) files to \(output): \(files)"
        return moves + notes + [summary]
    }
}
