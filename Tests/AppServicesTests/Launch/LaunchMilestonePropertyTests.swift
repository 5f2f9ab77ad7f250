import AppServices
import Dispatch
import Logging
import PropertyBased
import Testing

@MainActor
@Suite struct LaunchMilestonePropertyTests {
    @Test func tasksRunOnceAfterTheirMilestonesOrStayPendingWhateverTheOrderOfMilestonesPhasesAndTasks() async {
        await propertyCheck(count: 500, input: RandomLaunchGraph.generator, RandomMilestonePlan.generator) {
            graph, plan in
            let log = LaunchEventLog()
            let tasks = graph.tasks(log: log, concurrency: Locked((current: 0, peak: 0))).map { task in
                let milestones = plan.milestones(of: task.descriptor)
                return milestones.reduce(task) { $0.waiting(for: $1) }
            }
            let scheduler = try LaunchScheduler(
                tasks: tasks, milestones: RandomMilestonePlan.milestones,
                logger: Logger(label: "silent") { _ in SwiftLogNoOpLogHandler() }, maximumConcurrency: graph.cores)
            var reachesFromOtherThreads: [Task<Void, Never>] = []
            func reach(at moment: RandomMilestonePlan.Moment, fromAnotherThread: Bool = false) {
                for milestone in plan.reached(at: moment) {
                    guard fromAnotherThread else {
                        log.append(.reached(milestone))
                        scheduler.reach(milestone)
                        continue
                    }
                    reachesFromOtherThreads.append(
                        Task.detached {
                            await withCheckedContinuation { continuation in
                                DispatchQueue.global().async {
                                    log.append(.reached(milestone))
                                    scheduler.reach(milestone)
                                    scheduler.reach(milestone)  // a second time does nothing
                                    continuation.resume()
                                }
                            }
                        })
                }
            }
            reach(at: .beforeLaunch)
            for phase in LaunchPhase.allCases {
                log.append(.began(phase))
                switch phase {
                case .willFinishLaunching:
                    try scheduler.runSynchronousPhase(phase)
                    reach(at: .afterWillFinish)
                case .didFinishLaunching:
                    try scheduler.runSynchronousPhase(phase)
                    reach(at: .afterDidFinish)
                case .firstSceneActive:
                    try scheduler.startPhase(phase)
                    reach(at: .duringFirstSceneActive, fromAnotherThread: true)
                case .idle:
                    try scheduler.startPhase(phase)
                    reach(at: .duringIdle, fromAnotherThread: true)
                }
            }
            for reaching in reachesFromOtherThreads { await reaching.value }
            let report = await scheduler.finished
            let expected = plan.expectedOutcomes(of: graph)
            let events = log.events
            let pending = graph.descriptors.map(\.id).filter { expected[$0]! == nil }
            #expect(report.pendingTasks == pending, "\(graph); \(plan)")
            #expect(report.tasks.map(\.id) == graph.descriptors.map(\.id).filter { !pending.contains($0) })
            for spec in graph.specs {
                let task = spec.descriptor
                #expect(report.record(for: task.id)?.outcome == expected[task.id]!, "\(task.id) in \(graph); \(plan)")
                let starts = events.filter { $0 == .start(task.id) }.count
                #expect(starts == (expected[task.id]! == .succeeded || expected[task.id]! == .failed ? 1 : 0))
                guard let start = log.position(of: .start(task.id)) else { continue }
                #expect(start > log.position(of: .began(task.phase))!, "\(task.id) started before its phase")
                for milestone in plan.milestones(of: task) {
                    let reached = log.position(of: .reached(milestone))
                    #expect(reached.map { $0 < start } == true, "\(task.id) started before \(milestone); \(plan)")
                }
                for dependency in task.dependencies {
                    #expect(log.position(of: .end(dependency)).map { $0 < start } == true)
                }
            }
            let requiredSucceeded = graph.descriptors.allSatisfy {
                $0.failurePolicy != .required || expected[$0.id]! == .succeeded || expected[$0.id]! == nil
            }
            #expect(report.isSuccessful == requiredSucceeded, "pending tasks never count as failed")
            #expect(report.milestones.map(\.milestone) == RandomMilestonePlan.milestones)
            for (milestone, record) in zip(RandomMilestonePlan.milestones, report.milestones) {
                #expect((record.reached == nil) == plan.reached(at: .never).contains(milestone))
            }
        }
    }
}
