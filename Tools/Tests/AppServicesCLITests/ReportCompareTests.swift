import AppServices
import Foundation
import Testing

/// `report --compare BASE NEW`: differences overall, per phase and per task, and a gate on regressions.
@Suite struct ReportCompareTests {
    /// The hand-made launch, slower: `root-view` (main thread) 20 ms longer, `feed.warm` ending 50 ms later,
    /// `ads.init` new and `cache.trim` gone.
    static let slower: LaunchReport = {
        let base = LaunchReportFixtures.handMade
        var tasks = base.tasks.filter { $0.id != "cache.trim" }
        for index in tasks.indices {
            switch tasks[index].id {
            case "root-view": tasks[index].end = .milliseconds(45)
            case "feed.warm": tasks[index].end = .milliseconds(650)
            default: break
            }
        }
        let ads = LaunchTaskDescriptor(id: "ads.init", phase: .firstSceneActive, executor: .background)
        tasks.append(
            LaunchTaskRecord(
                descriptor: ads, start: .milliseconds(160), end: .milliseconds(165), outcome: .succeeded, lane: 1))
        var phases = base.phases
        phases[1].end = .milliseconds(165)
        phases[2].end = .milliseconds(650)
        phases[3] = LaunchPhaseSpan(phase: .idle, start: .milliseconds(650), end: .milliseconds(650))
        return LaunchReport(tasks: tasks, phases: phases)
    }()

    private func compare(_ arguments: String...) throws -> Tool.Run {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try LaunchReportFixtures.write(LaunchReportFixtures.handMade, to: folder, as: "base.json")
        _ = try LaunchReportFixtures.write(Self.slower, to: folder, as: "new.json")
        return try Tool.run(["report", "--compare", "base.json", "new.json"] + arguments, in: folder)
    }

    @Test func printsOverallPhaseAndTaskDifferencesAndBothCriticalPaths() throws {
        let run = try compare()
        #expect(run.status == 0)
        #expect(
            run.lines == [
                "Comparing base.json (base) with new.json",
                "                                      base       new             change",
                "  wall time                       600.0 ms  650.0 ms   +50.0 ms (+8.3%)",
                "  main thread before first frame   25.0 ms   45.0 ms  +20.0 ms (+80.0%)",
                "  critical path                   600.0 ms  650.0 ms   +50.0 ms (+8.3%)",
                "  total work                      635.0 ms  710.0 ms  +75.0 ms (+11.8%)",
                "Phases:",
                "  willFinishLaunching   30.0 ms   30.0 ms   ±0.0 ms (±0.0%)",
                "  didFinishLaunching   150.0 ms  155.0 ms   +5.0 ms (+3.3%)",
                "  firstSceneActive     575.0 ms  625.0 ms  +50.0 ms (+8.7%)",
                "  idle                   0.0 ms    0.0 ms           ±0.0 ms",
                "Tasks, largest change first (5 of 8):",
                "  feed.warm        450.0 ms  500.0 ms   +50.0 ms (+11.1%)",
                "  root-view         15.0 ms   35.0 ms  +20.0 ms (+133.3%)",
                "  ads.init                -    5.0 ms               added",
                "  config            30.0 ms   30.0 ms     ±0.0 ms (±0.0%)",
                "  crash-reporting   10.0 ms   10.0 ms     ±0.0 ms (±0.0%)",
                "Critical path of the base: config -> network -> feed.warm",
                "Critical path of the new report: config -> network -> feed.warm",
            ])
    }

    @Test func failsWhenTheMainThreadBeforeTheFirstFrameGrowsByMoreThanAPercentage() throws {
        let run = try compare("--max-regression", "10%")
        #expect(run.status == 1)
        #expect(run.lines.last == "Regression: main thread before first frame grew by 20.0 ms, over 10%")
        #expect(!run.output.contains("Regression: wall time"))
    }

    @Test func failsWhenTheWallTimeGrowsByMoreThanMilliseconds() throws {
        let run = try compare("--max-regression", "25ms")
        #expect(run.status == 1)
        #expect(run.lines.last == "Regression: wall time grew by 50.0 ms, over 25 ms")
    }

    @Test func passesWithinTheLimit() throws {
        let run = try compare("--max-regression", "50 ms")
        #expect(run.status == 0)
        #expect(run.lines.last == "No regression over 50 ms")
    }

    @Test func jsonGivesNanosecondsEveryTaskAndTheRegressions() throws {
        let run = try compare("--max-regression", "8%", "--format", "json")
        #expect(run.status == 1)
        let comparison = try JSONDecoder().decode(Comparison.self, from: Data(run.output.utf8))
        #expect(comparison.tasks.count == 8)
        #expect(comparison.tasks.first { $0.name == "cache.trim" }?.newNanoseconds == nil)
        #expect(comparison.regressions.map(\.name) == ["wall time", "main thread before first frame"])
        #expect(comparison.regressions.first?.growthNanoseconds == 50_000_000)
        #expect(comparison.newCriticalPath == ["config", "network", "feed.warm"])
    }

    /// Issue 39.2: a limit too large for a 64-bit integer of milliseconds crashed the tool.
    @Test(arguments: [("1e20ms", "1e+20 ms"), ("1e20%", "1e+20%"), ("1e300 ms", "1e+300 ms")])
    func aLimitBeyond64BitsPassesInsteadOfCrashing(limit: String, shown: String) throws {
        let run = try compare("--max-regression", limit)
        #expect(run.status == 0)
        #expect(run.lines.last == "No regression over \(shown)")
    }

    @Test func aLimitWithoutAUnitIsAUsageError() throws {
        let run = try compare("--max-regression", "10")
        #expect(run.status == 64)
        #expect(run.errors.contains("--max-regression"))
    }

    @Test func anUnreadableBaseExitsTwoNamingIt() throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try LaunchReportFixtures.write(LaunchReportFixtures.handMade, to: folder)
        let run = try Tool.run("report", "--compare", "missing.json", trace, in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("missing.json: cannot read the file"))
    }

    @Test func severalReportsASideAreComparedByTheirMedians() throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fast = LaunchReportFixtures.handMade
        for (index, report) in [fast, Self.slower, fast].enumerated() {
            _ = try LaunchReportFixtures.write(report, to: folder, as: "base-\(index + 1).json")
        }
        for (index, report) in [Self.slower, fast, Self.slower].enumerated() {
            _ = try LaunchReportFixtures.write(report, to: folder, as: "new-\(index + 1).json")
        }
        let run = try Tool.run(
            [
                "report", "new-1.json", "new-2.json", "new-3.json", "--compare", "base-1.json", "--compare",
                "base-2.json", "--compare", "base-3.json", "--max-regression", "25ms",
            ], in: folder)
        #expect(run.status == 1)
        #expect(
            run.lines.first
                == "Comparing the medians of 3 base reports (base-1.json, base-2.json, base-3.json) with 3 new "
                + "reports (new-1.json, new-2.json, new-3.json)")
        #expect(run.lines.contains("  wall time                       600.0 ms  650.0 ms   +50.0 ms (+8.3%)"))
        #expect(
            run.lines.contains(
                "Spread, slowest report minus fastest: wall time 50.0 ms (base), 50.0 ms (new); "
                    + "main thread before first frame 20.0 ms (base), 20.0 ms (new)"))
        #expect(run.lines.last == "Regression: wall time grew by 50.0 ms, over 25 ms")
    }

    @Test func severalReportsWithoutABaseAreAUsageError() throws {
        let folder = try LaunchReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try LaunchReportFixtures.write(LaunchReportFixtures.handMade, to: folder, as: "a.json")
        let second = try LaunchReportFixtures.write(LaunchReportFixtures.handMade, to: folder, as: "b.json")
        let run = try Tool.run("report", first, second, in: folder)
        #expect(run.status == 64)
        #expect(run.errors.contains("give one launch report, or several with --compare, not 2"))
    }

    /// The part of the JSON comparison the tests read.
    private struct Comparison: Decodable {
        struct Change: Decodable {
            var name: String
            var baseNanoseconds: Int64?
            var newNanoseconds: Int64?
        }

        struct Regression: Decodable {
            var name: String
            var growthNanoseconds: Int64
        }

        var tasks: [Change]
        var regressions: [Regression]
        var newCriticalPath: [String]
    }
}
