@_spi(AppServicesTools) import AppServices
import Testing

@Suite struct LaunchPlannerTests {
    private let graph = try! LaunchGraph([
        LaunchTaskDescriptor(id: "low", priority: 0),
        LaunchTaskDescriptor(id: "high", priority: 3),
        LaunchTaskDescriptor(id: "next", dependencies: ["high"]),
        LaunchTaskDescriptor(id: "window", dependencies: [], executor: .mainActor),
        LaunchTaskDescriptor(id: "feed", dependencies: ["next", "window"], phase: .firstSceneActive),
    ])

    @Test func oneCoreRunsBackgroundTasksOneAfterAnotherByPriority() {
        let plan = LaunchPlanner(defaultEstimate: .milliseconds(10), cores: 1).plan(graph)
        #expect(plan.entries(in: .didFinishLaunching, on: .background).map(\.id) == ["high", "low", "next"])
        #expect(plan.entries.first { $0.id == "next" }?.start == .milliseconds(20))
        #expect(plan.entries.first { $0.id == "feed" }?.start == .milliseconds(30))
        #expect(plan.phaseStarts[.firstSceneActive] == .milliseconds(10))
        #expect(plan.makespan == .milliseconds(40))
    }

    @Test func twoCoresOverlapAndUseEstimates() {
        let plan = LaunchPlanner(defaultEstimate: .milliseconds(10), cores: 2).plan(
            graph, estimates: ["high": .milliseconds(30)])
        let lanes = Dictionary(uniqueKeysWithValues: plan.entries.map { ($0.id, $0.lane) })
        #expect(lanes == ["high": 1, "low": 2, "window": 0, "next": 1, "feed": 1])
        #expect(plan.entries.first { $0.id == "feed" }?.start == .milliseconds(40))
        #expect(plan.criticalPath == ["high", "next", "feed"])
        #expect(plan.makespan == .milliseconds(50))
    }

    @Test func idleStartsWhenEveryTaskOfTheFirstSceneActivePhaseEndedAsTheAppDelegateDrivesIt() {
        let graph = try! LaunchGraph([
            LaunchTaskDescriptor(id: "render", phase: .firstSceneActive, executor: .mainActor),
            LaunchTaskDescriptor(id: "prefetch", phase: .firstSceneActive),
            LaunchTaskDescriptor(id: "cleanup", phase: .idle),
        ])
        let plan = LaunchPlanner(defaultEstimate: .milliseconds(10), cores: 2).plan(
            graph, estimates: ["prefetch": .milliseconds(50)])
        #expect(plan.phaseStarts[.firstSceneActive] == .zero)
        #expect(plan.phaseStarts[.idle] == .milliseconds(50))
        #expect(plan.entries.first { $0.id == "cleanup" }?.start == .milliseconds(50))
    }
}
