package import AppServices

/// What `report --compare` prints: two launch reports side by side, overall, per phase and per task.
package struct ReportComparison: Encodable {
    /// One measure in both reports.
    struct Change: Encodable {
        /// What is measured, such as `wall time` or a task's identifier.
        var name: String
        /// Its value in the base report, or `nil` when the base does not have it.
        var baseNanoseconds: Int64?
        /// Its value in the new report, or `nil` when the new report does not have it.
        var newNanoseconds: Int64?

        /// New minus base, counting a missing side as zero.
        var changeNanoseconds: Int64 { (newNanoseconds ?? 0) - (baseNanoseconds ?? 0) }
    }

    /// A measure that grew by more than the limit.
    package struct Regression: Encodable {
        /// The measure.
        var name: String
        /// How much it grew, in nanoseconds.
        var growthNanoseconds: Int64
    }

    /// The base report's file.
    var base: String
    /// The new report's file.
    var new: String
    /// Wall time, main-thread time before the first frame, critical path and total work.
    var overall: [Change]
    /// Each phase's span, in launch order.
    var phases: [Change]
    /// Each task's duration, largest change first; tasks of one report only have one side.
    var tasks: [Change]
    /// The base report's critical path, first task first.
    var baseCriticalPath: [String]
    /// The new report's critical path, first task first.
    var newCriticalPath: [String]
    /// The limit the gated measures were held to, if one was given.
    var maxRegression: String?
    /// The gated measures (wall time, main thread before the first frame) that grew by more than the limit.
    package var regressions: [Regression]

    /// The measure gated on besides wall time: main-actor launch work in the synchronous phases.
    static let mainThreadBeforeFirstFrame = "main thread before first frame"
    /// The launch's wall time.
    static let wallTime = "wall time"

    /// Compares `newReport` with `baseReport`.
    ///
    /// - Parameters:
    ///   - baseReport: The report to compare with, and its file.
    ///   - newReport: The report compared, and its file.
    ///   - limit: How much the gated measures may grow, or `nil` to gate on nothing.
    package init(
        base baseReport: (LaunchReport, String), new newReport: (LaunchReport, String), limit: RegressionLimit?
    ) {
        let (baseLaunch, newLaunch) = (baseReport.0, newReport.0)
        base = baseReport.1
        new = newReport.1
        overall = [
            Change(name: Self.wallTime, base: baseLaunch.wallTime, new: newLaunch.wallTime),
            Change(
                name: Self.mainThreadBeforeFirstFrame, base: Self.mainThreadBeforeFirstFrame(baseLaunch),
                new: Self.mainThreadBeforeFirstFrame(newLaunch)),
            Change(name: "critical path", base: baseLaunch.criticalPathDuration, new: newLaunch.criticalPathDuration),
            Change(name: "total work", base: baseLaunch.totalWork, new: newLaunch.totalWork),
        ]
        phases = LaunchPhase.allCases.compactMap { phase in
            let span = { (report: LaunchReport) in report.phases.first { $0.phase == phase }.map { $0.end - $0.start } }
            let (before, after) = (span(baseLaunch), span(newLaunch))
            guard before != nil || after != nil else { return nil }
            return Change(
                name: phase.rawValue, baseNanoseconds: before?.nanosecondCount, newNanoseconds: after?.nanosecondCount)
        }
        tasks = Self.taskChanges(baseLaunch, newLaunch)
        baseCriticalPath = baseLaunch.criticalPath.map(\.rawValue)
        newCriticalPath = newLaunch.criticalPath.map(\.rawValue)
        maxRegression = limit?.description
        regressions = overall.prefix(2).compactMap { change in
            guard let limit, let before = change.baseNanoseconds, let after = change.newNanoseconds,
                limit.isExceeded(from: before, to: after)
            else { return nil }
            return Regression(name: change.name, growthNanoseconds: after - before)
        }
    }

    /// The time main-actor launch tasks of the synchronous phases ran: what the launch work cost the main
    /// thread before the first frame.
    static func mainThreadBeforeFirstFrame(_ report: LaunchReport) -> Duration {
        report.tasks.filter { $0.executor == .mainActor && $0.phase.isSynchronous }
            .reduce(Duration.zero) { $0 + $1.duration }
    }

    /// Every task of either report, largest absolute change first, ties in the new report's order.
    private static func taskChanges(_ base: LaunchReport, _ new: LaunchReport) -> [Change] {
        let baseDurations = Dictionary(base.tasks.map { ($0.id, $0.duration) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(new.tasks.map(\.id))
        let changes =
            new.tasks.map { Change(name: $0.id.rawValue, base: baseDurations[$0.id], new: $0.duration) }
            + base.tasks.filter { !newIDs.contains($0.id) }.map {
                Change(name: $0.id.rawValue, base: $0.duration, new: nil)
            }
        return changes.enumerated()
            .sorted { (abs($1.element.changeNanoseconds), $0.offset) < (abs($0.element.changeNanoseconds), $1.offset) }
            .map(\.element)
    }
}

extension ReportComparison.Change {
    /// A change between two optional durations.
    init(name: String, base: Duration?, new: Duration?) {
        self.init(name: name, baseNanoseconds: base?.nanosecondCount, newNanoseconds: new?.nanosecondCount)
    }
}
