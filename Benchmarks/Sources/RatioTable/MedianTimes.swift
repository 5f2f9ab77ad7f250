import Foundation

/// The median wall-clock time of each benchmark of a run, in nanoseconds.
struct MedianTimes {
    /// A benchmark the run did not export.
    struct Missing: Error, CustomStringConvertible {
        /// The benchmark's name.
        var name: String
        /// The folder searched.
        var folder: String

        var description: String { "no wall-clock percentiles for '\(name)' in \(folder)" }
    }

    private let files: [URL]
    private let folder: URL
    private let standalone: [String: Double]

    /// Indexes the `*.histogram.percentiles.tsv` files of `folder` and reads its `launch-timing.tsv`.
    ///
    /// - Parameter folder: Where `swift package benchmark --format histogramPercentiles` wrote its export
    ///   and `LaunchTiming` its medians.
    /// - Throws: The error listing the folder.
    init(folder: URL) throws {
        self.folder = folder
        files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".histogram.percentiles.tsv") }
        let timing = try String(contentsOf: folder.appendingPathComponent("launch-timing.tsv"), encoding: .utf8)
        standalone = Dictionary(
            timing.split(separator: "\n").compactMap { line -> (String, Double)? in
                let fields = line.split(separator: "\t")
                guard fields.count == 2, let value = Double(fields[1]) else { return nil }
                return (String(fields[0]), value)
            },
            uniquingKeysWith: { first, _ in first })
    }

    /// The median `LaunchTiming` measured for `name` outside the harness, in nanoseconds.
    func standalone(_ name: String) throws -> Double {
        guard let value = standalone[name] else { throw Missing(name: name, folder: folder.path) }
        return value
    }

    /// The median of benchmark `name`, in nanoseconds.
    subscript(name: String) -> Double {
        get throws {
            let cleaned =
                "." + name.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: " ", with: "_")
                + "."
            guard let file = files.first(where: { $0.lastPathComponent.contains(cleaned) }),
                let median = try Self.median(in: file)
            else { throw Missing(name: name, folder: folder.path) }
            return median
        }
    }

    /// Reads the 50th percentile and scales it to nanoseconds from the unit in the header, such as `(μs)`.
    private static func median(in file: URL) throws -> Double? {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        guard let header = lines.first,
            let row = lines.first(where: { $0.hasPrefix("50\t") }),
            let value = Double(row.split(separator: "\t")[1])
        else { return nil }
        let scales: [(unit: String, nanoseconds: Double)] = [
            ("(ns)", 1), ("(μs)", 1e3), ("(us)", 1e3), ("(ms)", 1e6), ("(s)", 1e9),
        ]
        guard let scale = scales.first(where: { header.contains($0.unit) }) else { return nil }
        return value * scale.nanoseconds
    }
}
