import AppServices
import Testing

@testable import AppServicesEngines

/// `report --compare` with several reports a side: the gate holds median against median.
@Suite struct ReportComparisonTests {
    /// Five base launches around 200 ms, the fourth an outlier a noisy machine produced.
    static let base = [200, 204, 197, 260, 201].map { SampleLaunches.report(wall: $0, main: 20) }

    private func compare(_ new: [Int], limit: String) -> ReportComparison {
        ReportComparison(
            base: LaunchSamples(SampleLaunches.named("base", Self.base)),
            new: LaunchSamples(SampleLaunches.named("new", new.map { SampleLaunches.report(wall: $0, main: 20) })),
            limit: RegressionLimit(argument: limit))
    }

    @Test func oneSlowRunOnEitherSideDoesNotFailTheGate() {
        let comparison = compare([199, 203, 262, 198, 202], limit: "5%")
        #expect(comparison.regressions.isEmpty)
        #expect(comparison.overall[0].baseNanoseconds == 201_000_000)
        #expect(comparison.overall[0].newNanoseconds == 202_000_000)
    }

    @Test func aRegressionInEveryRunFailsTheGateByTheGrowthOfTheMedian() {
        let comparison = compare([221, 219, 224, 280, 222], limit: "5%")
        #expect(comparison.regressions.map(\.name) == [LaunchSamples.wallTime])
        #expect(comparison.regressions.first?.growthNanoseconds == 21_000_000)
    }

    @Test func theTextGivesTheCountsAndEachSidesSpread() {
        let lines = compare([199, 203, 262, 198, 202], limit: "5%").textLines(top: 2)
        #expect(lines.first?.hasPrefix("Comparing the medians of 5 base reports (base-1.json, ") == true)
        #expect(
            lines.contains(
                "Spread, slowest report minus fastest: wall time 63.0 ms (base), 64.0 ms (new); "
                    + "main thread before first frame 0.0 ms (base), 0.0 ms (new)"))
        #expect(lines.contains("Critical path of the base's median report (base-5.json): feed"))
        #expect(lines.last == "No regression over 5%")
    }

    @Test func oneReportASideKeepsTheSingleReportText() {
        let comparison = ReportComparison(
            base: LaunchSamples(SampleLaunches.named("base", [SampleLaunches.report(wall: 100, main: 10)])),
            new: LaunchSamples(SampleLaunches.named("new", [SampleLaunches.report(wall: 100, main: 10)])),
            limit: nil)
        let lines = comparison.textLines(top: 1)
        #expect(lines.first == "Comparing base-1.json (base) with new-1.json")
        #expect(!lines.contains { $0.hasPrefix("Spread") })
        #expect(comparison.overall.allSatisfy { $0.baseSpreadNanoseconds == nil })
    }
}
