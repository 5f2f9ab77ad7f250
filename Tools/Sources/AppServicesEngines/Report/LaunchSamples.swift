@_spi(AppServicesTools) package import AppServices

/// Several launch reports of one build, each measure reduced to its median (of the middle two for an even count; of
/// the reports that have it, for a missing task or phase), so that one noisy run does not decide `report --compare`;
/// the critical path is the median report's: the one whose wall time is the median (the lower middle one).
package struct LaunchSamples {
    /// The reports' files, as given on the command line.
    package let files: [String]
    /// The median of each overall measure, by name: wall time, main thread before the first frame, critical
    /// path, total work, in that order.
    let overall: [(name: String, nanoseconds: Int64)]
    /// How far apart the fastest and the slowest report are for each overall measure (max minus min), in
    /// the order of ``overall``; zero for one report.
    let spread: [Int64]
    /// The median span of each phase any report has, in launch order.
    let phases: [(phase: LaunchPhase, nanoseconds: Int64)]
    /// The median duration of each task any report has: the median report's tasks in its order, then those
    /// only other reports have.
    let tasks: [(id: LaunchTaskIdentifier, nanoseconds: Int64)]
    /// The median report's critical path, first task first.
    let criticalPath: [LaunchTaskIdentifier]
    let medianFile: String

    /// The measure gated on besides wall time: main-actor launch work in the synchronous phases.
    static let mainThreadBeforeFirstFrame = "main thread before first frame"
    static let wallTime = "wall time"

    /// Reduces `reports` to their medians.
    ///
    /// - Parameter reports: At least one report, each with its file.
    package init(_ reports: [(report: LaunchReport, file: String)]) {
        precondition(!reports.isEmpty, "LaunchSamples needs at least one report")
        files = reports.map(\.file)
        let measures: [(String, (LaunchReport) -> Duration)] = [
            (Self.wallTime, \.wallTime), (Self.mainThreadBeforeFirstFrame, Self.mainThreadBeforeFirstFrame),
            ("critical path", \.criticalPathDuration), ("total work", \.totalWork),
        ]
        let values = measures.map { _, measure in reports.map { measure($0.report).nanosecondCount } }
        overall = zip(measures, values).map { ($0.0, Self.median($1)) }
        spread = values.map { ($0.max() ?? 0) - ($0.min() ?? 0) }
        let byWallTime = reports.indices.sorted { reports[$0].report.wallTime < reports[$1].report.wallTime }
        let median = reports[byWallTime[(byWallTime.count - 1) / 2]]
        medianFile = median.file
        criticalPath = median.report.criticalPath
        phases = LaunchPhase.allCases.compactMap { phase in
            let spans = reports.compactMap { sample in
                sample.report.phases.first { $0.phase == phase }.map { ($0.end - $0.start).nanosecondCount }
            }
            return spans.isEmpty ? nil : (phase, Self.median(spans))
        }
        var seen: Set<LaunchTaskIdentifier> = []
        let order = ([median] + reports).flatMap(\.report.tasks).map(\.id).filter { seen.insert($0).inserted }
        tasks = order.map { id in
            let durations = reports.compactMap { other in other.report.tasks.first { $0.id == id }?.duration }
            return (id, Self.median(durations.map(\.nanosecondCount)))
        }
    }

    /// The time main-actor launch tasks of the synchronous phases ran: what the launch work cost the main
    /// thread before the first frame.
    static func mainThreadBeforeFirstFrame(_ report: LaunchReport) -> Duration {
        report.tasks.filter { $0.executor == .mainActor && $0.phase.isSynchronous }
            .reduce(Duration.zero) { $0 + $1.duration }
    }

    /// The median of `values`: the middle one, or the mean of the middle two; zero for none.
    static func median(_ values: [Int64]) -> Int64 {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        guard sorted.count.isMultiple(of: 2) else { return sorted[middle] }
        let (low, high) = (sorted[middle - 1], sorted[middle])
        return low + (high - low) / 2
    }
}
