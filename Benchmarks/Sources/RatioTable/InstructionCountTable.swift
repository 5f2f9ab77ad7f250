import Foundation

/// The instruction counts `run.sh` measured with callgrind, as a table beside their alternatives.
///
/// Reads `instructions.tsv` (`path<TAB>instructions per operation`); without it, there are no lines.
struct InstructionCountTable {
    /// Each measured path of the library, its alternative, and what one operation is.
    private static let pairs: [(library: String, alternative: String, operation: String)] = [
        ("dispatch-host", "dispatch-loop", "didFinishLaunching to 50 services (ServiceHost / hand-written loop)"),
        ("aggregation-host", "aggregation-group", "a push's completion, 50 services (ServiceHost / DispatchGroup)"),
        ("manifest-library", "manifest-codable", "200-entry manifest (library / plain Codable)"),
        ("launch-library", "launch-by-hand", "main-thread launch (ServicesAppDelegate / hand-written AppDelegate)"),
        ("timeline-40000", "timeline-10000", "SVG timeline, 40,000 tasks / 10,000 (linear: 4×, quadratic: 16×)"),
    ]

    private let counts: [String: Double]

    /// Reads `folder/instructions.tsv`, if there is one.
    ///
    /// - Parameter folder: The run's results folder.
    init(folder: URL) {
        let text = (try? String(contentsOf: folder.appendingPathComponent("instructions.tsv"), encoding: .utf8)) ?? ""
        counts = Dictionary(
            text.split(separator: "\n").compactMap { line -> (String, Double)? in
                let fields = line.split(separator: "\t")
                guard fields.count == 2, let value = Double(fields[1]) else { return nil }
                return (String(fields[0]), value)
            },
            uniquingKeysWith: { first, _ in first })
    }

    /// The table's lines; empty when nothing was counted.
    var lines: [String] {
        let rows = Self.pairs.compactMap { pair -> String? in
            guard let library = counts[pair.library] else { return nil }
            guard let alternative = counts[pair.alternative], alternative > 0 else {
                return "| \(pair.operation) | \(Self.format(library)) | — (not countable) | — |"
            }
            return "| \(pair.operation) | \(Self.format(library)) | \(Self.format(alternative)) | "
                + String(format: "%.2f", library / alternative) + "× |"
        }
        guard !rows.isEmpty else { return [] }
        return [
            "| instructions per operation (callgrind, single run) | library | alternative | library / alternative |",
            "|---|---|---|---|",
        ] + rows
    }

    private static func format(_ count: Double) -> String {
        count >= 1_000_000 ? String(format: "%.2f M", count / 1_000_000) : String(format: "%.0f", count)
    }
}
