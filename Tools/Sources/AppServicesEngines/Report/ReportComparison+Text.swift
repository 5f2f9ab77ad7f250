@_spi(AppServicesTools) import AppServices
import Foundation

extension ReportComparison {
    /// The comparison as aligned text lines, listing the `top` largest task changes.
    ///
    /// With several reports a side, the medians, then how far apart each side's reports were on the gated measures.
    /// Task identifiers and file names show control characters escaped, as `report` alone shows them, so none
    /// reaches the terminal or forges a line.
    package func textLines(top: Int) -> [String] {
        let header = ["", "base", "new", "change"]
        let several = baseSamples > 1 || newSamples > 1
        var lines =
            several
            ? ["Comparing the medians of \(reports(baseSamples, "base", base)) with \(reports(newSamples, "new", new))"]
            : ["Comparing \(base.escapingControlCharacters) (base) with \(new.escapingControlCharacters)"]
        lines += ColumnLayout.lines([header] + overall.map(row), alignments: [.left, .right, .right, .right])
        if several {
            let spreads = overall.prefix(2).map { change in
                "\(change.name) \(change.baseSpreadNanoseconds.map(\.millisecondsText) ?? "-") (base), "
                    + "\(change.newSpreadNanoseconds.map(\.millisecondsText) ?? "-") (new)"
            }
            lines.append("Spread, slowest report minus fastest: " + spreads.joined(separator: "; "))
        }
        lines.append("Phases:")
        lines += ColumnLayout.lines(phases.map(row), alignments: [.left, .right, .right, .right])
        let shown = tasks.prefix(top)
        lines.append("Tasks, largest change first (\(shown.count) of \(tasks.count)):")
        lines += ColumnLayout.lines(shown.map(row), alignments: [.left, .right, .right, .right])
        let (baseSide, newSide) =
            several
            ? (
                "the base's median report (\(baseMedianReport.escapingControlCharacters))",
                "the new median report (\(newMedianReport.escapingControlCharacters))"
            )
            : ("the base", "the new report")
        lines.append("Critical path of \(baseSide): " + path(baseCriticalPath))
        lines.append("Critical path of \(newSide): " + path(newCriticalPath))
        guard let maxRegression else { return lines }
        guard !regressions.isEmpty else { return lines + ["No regression over \(maxRegression)"] }
        return lines
            + regressions.map { regression in
                "Regression: \(regression.name.escapingControlCharacters) grew by "
                    + "\(regression.growthNanoseconds.millisecondsText), over \(maxRegression)"
            }
    }

    private func row(_ change: Change) -> [String] {
        let before = change.baseNanoseconds.map(\.millisecondsText) ?? "-"
        let after = change.newNanoseconds.map(\.millisecondsText) ?? "-"
        guard let base = change.baseNanoseconds, change.newNanoseconds != nil else {
            return [
                change.name.escapingControlCharacters, before, after,
                change.baseNanoseconds == nil ? "added" : "removed",
            ]
        }
        let delta = change.changeNanoseconds
        let sign = delta > 0 ? "+" : delta < 0 ? "-" : "±"
        let share = base > 0 ? String(format: " (%@%.1f%%)", sign, Double(abs(delta)) * 100 / Double(base)) : ""
        return [change.name.escapingControlCharacters, before, after, sign + abs(delta).millisecondsText + share]
    }

    private func reports(_ count: Int, _ side: String, _ files: String) -> String {
        "\(count) \(side) \(count == 1 ? "report" : "reports") (\(files.escapingControlCharacters))"
    }

    private func path(_ ids: [String]) -> String {
        ids.isEmpty ? "(none)" : ids.map(\.escapingControlCharacters).joined(separator: " -> ")
    }
}
