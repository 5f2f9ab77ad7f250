import AppServices

/// What `report --compare` prints: two launch reports, or the medians of two sets of them, side by side,
/// overall, per phase and per task; each `new…` property is its `base…` twin for the new side.
package struct ReportComparison: Encodable {
    /// One measure in both reports; each `new…` property is its `base…` twin for the new side.
    struct Change: Encodable {
        /// What is measured, such as `wall time` or a task's identifier.
        var name: String
        /// Its value in the base report (the median of the base reports), or `nil` when the base does not have it.
        var baseNanoseconds: Int64?
        var newNanoseconds: Int64?
        /// With several reports a side, the slowest base report's value minus the fastest's; else `nil`.
        var baseSpreadNanoseconds: Int64? = nil
        var newSpreadNanoseconds: Int64? = nil

        /// New minus base, counting a missing side as zero.
        var changeNanoseconds: Int64 { (newNanoseconds ?? 0) - (baseNanoseconds ?? 0) }
    }

    /// A measure that grew by more than the limit.
    package struct Regression: Encodable {
        var name: String
        /// How much it grew, in nanoseconds.
        var growthNanoseconds: Int64
    }

    /// The base reports' files, joined by `, `.
    var base: String
    var new: String
    /// How many base reports the medians come from.
    var baseSamples: Int
    var newSamples: Int
    /// Wall time, main-thread time before the first frame, critical path and total work.
    var overall: [Change]
    /// Each phase's span, in launch order.
    var phases: [Change]
    /// Each task's duration, largest change first; tasks of one side only have one side.
    var tasks: [Change]
    /// The base's critical path (of its median report), first task first.
    var baseCriticalPath: [String]
    /// The base's median report: the one whose wall time is the median.
    var baseMedianReport: String
    var newCriticalPath: [String]
    var newMedianReport: String
    /// The limit the gated measures were held to, if one was given.
    var maxRegression: String?
    /// The gated measures (wall time, main thread before the first frame) that grew by more than the limit.
    package var regressions: [Regression]

    /// Compares the medians of the new reports with those of the base reports.
    ///
    /// With one report a side, the medians are that report's values. The gate holds the median of each gated
    /// measure against the base's median; ``Change/baseSpreadNanoseconds`` and
    /// ``Change/newSpreadNanoseconds`` show how noisy each side was. A `nil` `limit` gates on nothing.
    package init(base: LaunchSamples, new: LaunchSamples, limit: RegressionLimit?) {
        self.base = base.files.joined(separator: ", ")
        self.new = new.files.joined(separator: ", ")
        baseSamples = base.files.count
        newSamples = new.files.count
        let several = baseSamples > 1 || newSamples > 1
        overall = base.overall.indices.map { index in
            Change(
                name: base.overall[index].name, baseNanoseconds: base.overall[index].nanoseconds,
                newNanoseconds: new.overall[index].nanoseconds,
                baseSpreadNanoseconds: several ? base.spread[index] : nil,
                newSpreadNanoseconds: several ? new.spread[index] : nil)
        }
        phases = LaunchPhase.allCases.compactMap { phase in
            let before = base.phases.first { $0.phase == phase }?.nanoseconds
            let after = new.phases.first { $0.phase == phase }?.nanoseconds
            guard before != nil || after != nil else { return nil }
            return Change(name: phase.rawValue, baseNanoseconds: before, newNanoseconds: after)
        }
        tasks = Self.taskChanges(base, new)
        baseCriticalPath = base.criticalPath.map(\.rawValue)
        newCriticalPath = new.criticalPath.map(\.rawValue)
        baseMedianReport = base.medianFile
        newMedianReport = new.medianFile
        maxRegression = limit?.description
        regressions = overall.prefix(2).compactMap { change in
            guard let limit, let before = change.baseNanoseconds, let after = change.newNanoseconds,
                limit.isExceeded(from: before, to: after)
            else { return nil }
            return Regression(name: change.name, growthNanoseconds: after - before)
        }
    }

    /// Every task of either side, largest absolute change first, ties in the new side's order.
    private static func taskChanges(_ base: LaunchSamples, _ new: LaunchSamples) -> [Change] {
        let baseDurations = Dictionary(
            base.tasks.map { ($0.id, $0.nanoseconds) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(new.tasks.map(\.id))
        let changes =
            new.tasks.map {
                Change(name: $0.id.rawValue, baseNanoseconds: baseDurations[$0.id], newNanoseconds: $0.nanoseconds)
            }
            + base.tasks.filter { !newIDs.contains($0.id) }.map {
                Change(name: $0.id.rawValue, baseNanoseconds: $0.nanoseconds, newNanoseconds: nil)
            }
        return changes.enumerated()
            .sorted { (abs($1.element.changeNanoseconds), $0.offset) < (abs($0.element.changeNanoseconds), $1.offset) }
            .map(\.element)
    }
}
