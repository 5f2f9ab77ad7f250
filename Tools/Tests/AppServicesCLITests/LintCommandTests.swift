import Foundation
import Testing

@Suite struct LintCommandTests {
    @Test func cleanManifestExitsZeroAndSaysSo() throws {
        let run = try Tool.run("lint", "clean.json")
        #expect(run.status == 0)
        #expect(run.lines == ["1 manifest, 7 tasks: no problems"])
        #expect(run.errors.isEmpty)
    }

    @Test func cycleExitsOneAndPrintsTheCycleAtTheBlamedDependency() throws {
        let run = try Tool.run("lint", "cycle.json")
        #expect(run.status == 1)
        #expect(
            run.lines == [
                "cycle.json: tasks[0].dependencies[0]: tasks form a cycle: session -> auth -> keychain -> session "
                    + "('->' reads 'depends on'); remove one of these dependencies"
            ])
    }

    @Test func everyGraphProblemGetsOneLineWithFileKeyPathAndIdentifiers() throws {
        let run = try Tool.run("lint", "problems.json", "extra.plist")
        #expect(run.status == 1)
        #expect(
            run.lines == [
                "extra.plist: tasks[2].id: task identifier 'database' is registered 2 times; identifiers must be unique",
                "problems.json: tasks[2].dependencies[0]: task 'sync' depends on 'databse', but no task has that identifier",
                "problems.json: tasks[3].dependencies[0]: task 'fonts' (phase willFinishLaunching) depends on "
                    + "'prefetch' of the later phase idle; move 'prefetch' to willFinishLaunching or earlier, or "
                    + "'fonts' to idle or later",
                "problems.json: tasks[1].dependencies[0]: main-actor task 'root-view' runs inline in the synchronous "
                    + "phase didFinishLaunching but would wait for background task 'database' (root-view -> database); "
                    + "make 'database' a main-actor task or move 'root-view' to an asynchronous phase",
            ])
    }

    @Test func manifestProblemsComeFromTheLibrarysLoaderWithKeyPathAndIdentifier() throws {
        let run = try Tool.run("lint", "malformed.json", "clean.json")
        #expect(run.status == 1)
        #expect(
            run.lines == [
                "malformed.json: tasks[0].phase: task 'logging': expected one of [\"willFinishLaunching\", "
                    + "\"didFinishLaunching\", \"firstSceneActive\", \"idle\"], found string \"sometime\"",
                "malformed.json: tasks[1].id: missing identifier",
                "malformed.json: tasks[2].failurePolicy: task 'upload': expected one of [\"required\", \"optional\", "
                    + "\"ignore\"], found string \"retry\"",
                "malformed.json: tasks[2].timeout: task 'upload': expected seconds in 0<…≤86400, found 0.0",
                "malformed.json: tasks[3].colour: task 'upload': unknown field; expected one of [\"dependencies\", "
                    + "\"enabled\", \"executor\", \"failurePolicy\", \"id\", \"milestones\", \"phase\", \"priority\", "
                    + "\"timeout\"]",
                "malformed.json: tasks[3].id: task 'upload': already listed at tasks[2]",
            ])
    }

    @Test func undeclaredMilestonesAndWaitsInSynchronousPhasesAreReportedAtTheMilestonesKeyPath() throws {
        #expect(try Tool.run("lint", "milestones.json").lines == ["1 manifest, 3 tasks: no problems"])
        let run = try Tool.run("lint", "milestone-problems.json")
        #expect(run.status == 1)
        #expect(
            run.lines == [
                "milestone-problems.json: tasks[0].milestones[1]: task 'analytics.start' waits for the milestone "
                    + "'consnt', which is not declared; declare it among the app's milestones or remove it from the task",
                "milestone-problems.json: tasks[1].milestones[0]: task 'theme' waits for the milestone 'consentGiven' "
                    + "but runs in the synchronous phase didFinishLaunching, whose delegate callback cannot wait; move "
                    + "it to firstSceneActive or later",
            ])
    }

    @Test func theDemosManifestIsClean() throws {
        let demoManifest = Tool.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/AppServicesDemo/Services.json")
        let run = try Tool.run("lint", demoManifest.path)
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("tasks: no problems\n"))
    }

    @Test func tasksOfSeveralManifestsFormOneGraph() throws {
        let alone = try Tool.run("lint", "problems.json")
        #expect(alone.lines.contains { $0.contains("depends on 'prefetch', but no task has that identifier") })
        let together = try Tool.run("lint", "problems.json", "extra.plist")
        #expect(!together.lines.contains { $0.contains("'prefetch', but no task") })
    }

    @Test func jsonFormatListsProblemsWithCodesAndIdentifiers() throws {
        let run = try Tool.run("lint", "cycle.json", "--format", "json")
        #expect(run.status == 1)
        let result = try JSONDecoder().decode(LintResult.self, from: Data(run.output.utf8))
        #expect(result.files == ["cycle.json"])
        #expect(result.taskCount == 4)
        #expect(result.problems.map(\.code) == ["cycle"])
        #expect(result.problems.first?.identifiers == ["session", "auth", "keychain"])
        #expect(result.problems.first?.keyPath == "tasks[0].dependencies[0]")
    }

    @Test(arguments: [
        ("truncated.json", "truncated.json: not a valid JSON"),
        ("no-such-manifest.json", "no-such-manifest.json: cannot read the file"),
    ])
    func unreadableInputExitsTwoNamingTheFile(file: String, message: String) throws {
        let run = try Tool.run("lint", "clean.json", file)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("appservices: error: \(message)"))
    }

    private struct LintResult: Decodable {
        struct Problem: Decodable {
            var file: String
            var keyPath: String
            var code: String
            var identifiers: [String]
            var message: String
        }

        var files: [String]
        var taskCount: Int
        var problems: [Problem]
    }
}
