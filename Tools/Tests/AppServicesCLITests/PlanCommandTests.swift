import Foundation
import Testing

@Suite struct PlanCommandTests {
    @Test func printsStartOrderPerPhaseAndExecutorWithTheCriticalPath() throws {
        let run = try Tool.run("plan", "clean.json", "--estimate", "network=120", "--estimate", "config=30")
        #expect(run.status == 0)
        #expect(
            run.lines == [
                "Launch plan: 7 tasks, 2 background lanes, ends at 170.0 ms",
                "willFinishLaunching (starts at 0.0 ms)",
                "  mainActor",
                "    0.0 ms  to  10.0 ms  crash-reporting",
                "  background",
                "    0.0 ms  to  30.0 ms  config  lane 1",
                "didFinishLaunching (starts at 10.0 ms)",
                "  mainActor",
                "    10.0 ms  to  20.0 ms  root-view",
                "  background",
                "     30.0 ms  to  150.0 ms  network    lane 1",
                "    150.0 ms  to  160.0 ms  analytics  lane 1",
                "firstSceneActive (starts at 20.0 ms)",
                "  mainActor",
                "    150.0 ms  to  160.0 ms  feed.warm",
                "idle (starts at 160.0 ms)",
                "  background",
                "    160.0 ms  to  170.0 ms  cache.trim  lane 1",
                "Critical path (170.0 ms): config -> network -> feed.warm -> cache.trim",
            ])
    }

    @Test func jsonFormatGivesTimesInNanosecondsAndUsesTheCores() throws {
        let run = try Tool.run("plan", "clean.json", "--cores", "1", "--default-estimate", "4", "--format", "json")
        #expect(run.status == 0)
        let plan = try JSONDecoder().decode(Plan.self, from: Data(run.output.utf8))
        #expect(plan.cores == 1)
        #expect(plan.phases.map(\.phase) == ["willFinishLaunching", "didFinishLaunching", "firstSceneActive", "idle"])
        let background = plan.phases[1].executors.first { $0.executor == "background" }
        #expect(background?.tasks.map(\.id) == ["network", "analytics"])
        #expect(background?.tasks.map(\.startNanoseconds) == [4_000_000, 8_000_000])
        #expect(plan.criticalPath == ["config", "network", "feed.warm", "cache.trim"])
        #expect(plan.criticalPathNanoseconds == 16_000_000)
    }

    @Test func milestonesAreAssumedReachedAtTheStartAndThePlanSaysSo() throws {
        let run = try Tool.run("plan", "milestones.json", "--estimate", "network=100", "--default-estimate", "10")
        #expect(run.status == 0)
        #expect(run.lines.contains("Critical path (120.0 ms): network -> analytics.start -> analytics.upload"))
        #expect(
            run.lines.last
                == "Milestones assumed reached at the start: consentGiven (a task waiting for one starts later "
                + "when the app reaches it later)")
        let json = try Tool.run("plan", "milestones.json", "--format", "json")
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["milestonesAssumedReachedAtStart"] as? [String] == ["consentGiven"])
    }

    @Test func invalidGraphExitsOneWithTheProblems() throws {
        let run = try Tool.run("plan", "cycle.json")
        #expect(run.status == 1)
        #expect(run.lines.count == 1)
        #expect(run.lines.first?.contains("session -> auth -> keychain -> session") == true)
    }

    @Test(arguments: [
        (["--cores", "0"], "Error: --cores must be in 1...1024, not 0"),
        (["--estimate", "network"], "Error: The value 'network' is invalid for '--estimate <id=milliseconds>'"),
        (["--estimate", "network=1", "--estimate", "network=2"], "Error: --estimate gives 'network' more than once"),
        (["--default-estimate=-1"], "Error: --default-estimate must be in 0...3600000 milliseconds, not -1.0"),
        // Issue 12.4: these trapped instead of being refused.
        (
            ["--estimate", "network=1e300"],
            "Error: --estimate for 'network' must be in 0...3600000 milliseconds, not 1e+300"
        ),
        (
            ["--default-estimate", "1e13"],
            "Error: --default-estimate must be in 0...3600000 milliseconds, not 10000000000000.0"
        ),
        (["--cores", "9223372036854775807"], "Error: --cores must be in 1...1024, not 9223372036854775807"),
        (
            ["--estimate", "nowhere=5"],
            "appservices: error: --estimate names 'nowhere', which no task in the manifests has"
        ),
    ])
    func badOptionsExitWithUsageStatus(options: [String], message: String) throws {
        let run = try Tool.run(["plan", "clean.json"] + options)
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix(message))
    }

    private struct Plan: Decodable {
        struct Task: Decodable {
            var id: String
            var startNanoseconds: Int64
        }

        struct Executor: Decodable {
            var executor: String
            var tasks: [Task]
        }

        struct Phase: Decodable {
            var phase: String
            var executors: [Executor]
        }

        var cores: Int
        var phases: [Phase]
        var criticalPath: [String]
        var criticalPathNanoseconds: Int64
    }
}
