import AppServices
import Testing

@Suite struct LaunchGraphValidationTests {
    private func task(
        _ id: LaunchTaskIdentifier, _ dependencies: [LaunchTaskIdentifier] = [],
        phase: LaunchPhase = .didFinishLaunching,
        executor: LaunchExecutor = .background
    ) -> LaunchTaskDescriptor {
        LaunchTaskDescriptor(id: id, dependencies: dependencies, phase: phase, executor: executor)
    }

    @Test func validGraphHasNoProblems() throws {
        let descriptors = [
            task("network"), task("analytics", ["network"]), task("ui", phase: .idle, executor: .mainActor),
        ]
        #expect(LaunchGraph.problems(in: descriptors).isEmpty)
        #expect(try LaunchGraph(descriptors).descriptors == descriptors)
    }

    @Test func duplicateIdentifierNamesTheTaskAndCount() {
        let problems = LaunchGraph.problems(in: [task("a"), task("b"), task("a"), task("a")])
        #expect(problems.map(\.code) == [.duplicateIdentifier])
        #expect(problems[0].tasks == ["a"])
        #expect(problems[0].message == "task identifier 'a' is registered 3 times; identifiers must be unique")
    }

    /// Identifiers are `String`s, equal when canonically equivalent, however they are hashed.
    @Test func canonicallyEquivalentIdentifiersAreOneIdentifier() {
        // U+212A KELVIN SIGN is canonically "K"; "e" and a combining acute accent is "é".
        let duplicates = LaunchGraph.problems(in: [task("\u{212A}"), task("K"), task("caf\u{E9}")])
        #expect(duplicates.map(\.code) == [.duplicateIdentifier])
        #expect(
            LaunchGraph.problems(in: [
                task("caf\u{E9}"), task("b", ["cafe\u{301}"]), task("c", ["\u{212A}"]), task("K"),
            ]).isEmpty)
    }

    @Test func missingDependencyNamesBothTasks() {
        let problems = LaunchGraph.problems(in: [task("a", ["ghost"])])
        #expect(problems.map(\.code) == [.missingDependency])
        #expect(problems[0].tasks == ["a", "ghost"])
        #expect(problems[0].message == "task 'a' depends on 'ghost', but no task has that identifier")
    }

    @Test func unknownFailurePolicyListsTheKnownOnes() {
        var descriptor = task("a")
        descriptor.failurePolicy = LaunchFailurePolicy(name: "retry")
        let problems = LaunchGraph.problems(in: [descriptor])
        #expect(problems.map(\.code) == [.unknownFailurePolicy])
        #expect(
            problems[0].message
                == "task 'a' has the unknown failure policy 'retry'; expected one of required, optional, ignore")
    }

    @Test func nonPositiveTimeoutIsReported() {
        var descriptor = task("a")
        descriptor.timeout = .zero
        let problems = LaunchGraph.problems(in: [descriptor])
        #expect(problems.map(\.code) == [.nonPositiveTimeout])
        #expect(problems[0].message == "task 'a' has a timeout of 0.0 seconds; a timeout must be positive or nil")
    }

    @Test func dependencyOnLaterPhaseNamesBothPhases() {
        let problems = LaunchGraph.problems(in: [task("early", ["late"]), task("late", phase: .idle)])
        #expect(problems.map(\.code) == [.dependencyOnLaterPhase])
        #expect(problems[0].tasks == ["early", "late"])
        #expect(
            problems[0].message
                == "task 'early' (phase didFinishLaunching) depends on 'late' of the later phase idle; move 'late' to "
                + "didFinishLaunching or earlier, or 'early' to idle or later")
    }

    @Test func cycleIsPrintedFromItsFirstRegisteredTask() {
        let problems = LaunchGraph.problems(in: [task("x"), task("b", ["c"]), task("a", ["b"]), task("c", ["a", "x"])])
        #expect(problems.map(\.code) == [.cycle])
        #expect(problems[0].tasks == ["b", "c", "a"])
        #expect(
            problems[0].message
                == "tasks form a cycle: b -> c -> a -> b ('->' reads 'depends on'); remove one of these dependencies")
    }

    @Test func selfDependencyIsACycle() {
        let problems = LaunchGraph.problems(in: [task("loop", ["loop"])])
        #expect(
            problems.map(\.message) == [
                "tasks form a cycle: loop -> loop ('->' reads 'depends on'); remove one of these dependencies"
            ])
    }

    @Test func everyCycleIsReportedSeparately() {
        let problems = LaunchGraph.problems(in: [
            task("a", ["b"]), task("b", ["a"]), task("c", ["d"]), task("d", ["c"]),
        ])
        #expect(problems.map(\.tasks) == [["a", "b"], ["c", "d"]])
    }

    @Test func mainActorTaskWaitingForBackgroundPrintsTheChain() {
        let problems = LaunchGraph.problems(in: [
            task("config", phase: .willFinishLaunching),
            task("theme", ["config"], phase: .willFinishLaunching, executor: .mainActor),
            task("window", ["theme"], executor: .mainActor),
        ])
        #expect(problems.map(\.code) == [.mainActorWaitsForBackground, .mainActorWaitsForBackground])
        #expect(problems.map(\.tasks) == [["theme", "config"], ["window", "theme", "config"]])
        #expect(
            problems[1].message
                == "main-actor task 'window' runs inline in the synchronous phase didFinishLaunching but would wait for "
                + "background task 'config' (window -> theme -> config); make 'config' a main-actor task or move "
                + "'window' to an asynchronous phase")
    }

    @Test func mainActorTaskOfAnAsynchronousPhaseMayWaitForBackground() {
        let problems = LaunchGraph.problems(in: [
            task("fetch"), task("render", ["fetch"], phase: .firstSceneActive, executor: .mainActor),
        ])
        #expect(problems.isEmpty)
    }

    @Test func asyncMainActorWorkInASynchronousPhaseIsReported() {
        let tasks = [
            LaunchTask("setup", phase: .didFinishLaunching, work: .mainActor {}),
            LaunchTask("later", phase: .idle, executor: .mainActor) { await Task.yield() },
        ]
        let problems = LaunchGraph.problems(in: tasks)
        #expect(problems.map(\.code) == [.asyncMainActorInSynchronousPhase])
        #expect(
            problems[0].message
                == "main-actor task 'setup' has asynchronous work but runs in the synchronous phase didFinishLaunching, "
                + "whose delegate callback cannot await it; make its work synchronous or move it to firstSceneActive")
    }

    @Test func allProblemsAreCollectedInADeterministicOrder() {
        let descriptors = [
            task("a", ["b", "missing"]), task("b", ["a"]), task("a"), task("ui", ["a"], phase: .willFinishLaunching),
        ]
        let codes = LaunchGraph.problems(in: descriptors).map(\.code)
        #expect(codes == [.duplicateIdentifier, .missingDependency, .dependencyOnLaterPhase, .cycle])
        #expect(LaunchGraph.problems(in: descriptors) == LaunchGraph.problems(in: descriptors))
    }

    @Test func errorListsEveryProblem() {
        #expect {
            try LaunchGraph([task("a", ["ghost"]), task("a")])
        } throws: { error in
            guard let error = error as? LaunchGraphError else { return false }
            return error.code == .invalidGraph
                && error.description == """
                    launch graph has 2 problems:
                      - [duplicateIdentifier] task identifier 'a' is registered 2 times; identifiers must be unique
                      - [missingDependency] task 'a' depends on 'ghost', but no task has that identifier
                    """
        }
    }

    @Test @MainActor func schedulerRejectsAnInvalidGraph() {
        #expect(throws: LaunchGraphError.self) {
            try LaunchScheduler(tasks: [LaunchTask("a", dependsOn: ["a"], executor: .background) {}])
        }
    }
}
