@_spi(AppServicesTools) import AppServices
import Logging
import PropertyBased
import Testing

@MainActor
@Suite struct LaunchPropertyTests {
    @Test func randomGraphsRunEachTaskOnceAfterItsDependenciesWithDocumentedPolicies() async {
        await propertyCheck(count: 1000, input: RandomLaunchGraph.generator) { graph in
            let log = LaunchEventLog()
            let concurrency = Locked((current: 0, peak: 0))
            let scheduler = try LaunchScheduler(
                tasks: graph.tasks(log: log, concurrency: concurrency),
                logger: Logger(label: "silent") { _ in SwiftLogNoOpLogHandler() },
                maximumConcurrency: graph.cores)
            for phase in LaunchPhase.allCases {
                log.append(.began(phase))
                if phase.isSynchronous {
                    try scheduler.runSynchronousPhase(phase)
                    log.append(.returned(phase))
                } else {
                    try scheduler.startPhase(phase)
                }
            }
            let report = await scheduler.finished
            let expected = graph.expectedOutcomes()
            let events = log.events
            #expect(report.tasks.map(\.id) == graph.descriptors.map(\.id))
            #expect(concurrency.current.peak <= graph.cores)
            for spec in graph.specs {
                let task = spec.descriptor
                let outcome = report.record(for: task.id)?.outcome
                #expect(outcome == expected[task.id], "\(task.id) in \(graph)")
                let starts = events.filter { $0 == .start(task.id) }.count
                #expect(starts == (expected[task.id] == .skipped ? 0 : 1), "\(task.id) in \(graph)")
                guard let start = log.position(of: .start(task.id)) else { continue }
                #expect(start > log.position(of: .began(task.phase))!, "\(task.id) started before its phase")
                for dependency in task.dependencies {
                    let end = log.position(of: .end(dependency))
                    #expect(end.map { $0 < start } == true, "\(task.id) started before \(dependency) ended in \(graph)")
                }
                if task.executor == .mainActor && task.phase.isSynchronous {
                    #expect(log.position(of: .end(task.id))! < log.position(of: .returned(task.phase))!)
                }
            }
            let requiredSucceeded = graph.descriptors.allSatisfy {
                $0.failurePolicy != .required || expected[$0.id] == .succeeded
            }
            #expect(report.isSuccessful == requiredSucceeded)
            // The scheduler derives its totals and critical path in nanoseconds; a report built from its
            // records derives them in `Duration`s, and agrees.
            #expect(LaunchReport(tasks: report.tasks, phases: report.phases, budget: report.budget) == report)
        }
    }

    @Test func plannerSchedulesRandomGraphsWithinTheSchedulersRules() async {
        await propertyCheck(count: 1000, input: RandomLaunchGraph.generator) { graph in
            let plan = LaunchPlanner(cores: graph.cores).plan(
                try LaunchGraph(graph.descriptors), estimates: graph.estimates)
            let entries = Dictionary(uniqueKeysWithValues: plan.entries.map { ($0.id, $0) })
            #expect(plan.entries.count == graph.specs.count)
            #expect(Set(entries.keys) == Set(graph.descriptors.map(\.id)))
            #expect(plan.entries.map(\.start) == plan.entries.map(\.start).sorted())
            let phaseStarts = LaunchPhase.allCases.compactMap { plan.phaseStarts[$0] }
            #expect(phaseStarts.count == 4 && phaseStarts == phaseStarts.sorted())
            for spec in graph.specs {
                let entry = entries[spec.descriptor.id]!
                #expect(entry.end - entry.start == spec.estimate)
                #expect(entry.start >= plan.phaseStarts[entry.phase]!)
                #expect(entry.executor == .mainActor ? entry.lane == 0 : (1...graph.cores).contains(entry.lane))
                for dependency in spec.descriptor.dependencies {
                    #expect(entry.start >= entries[dependency]!.end, "\(entry.id) before \(dependency) in \(graph)")
                }
            }
            for lane in Set(plan.entries.map(\.lane)) {
                let onLane = plan.entries.filter { $0.lane == lane }.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
                for (earlier, later) in zip(onLane, onLane.dropFirst()) {
                    #expect(later.start >= earlier.end, "lane \(lane) overlaps in \(graph)")
                }
            }
            let path = plan.criticalPath.map { entries[$0]! }
            for (earlier, later) in zip(plan.criticalPath, plan.criticalPath.dropFirst()) {
                #expect(graph.descriptors.first { $0.id == later }!.dependencies.contains(earlier))
            }
            #expect(path.reduce(Duration.zero) { $0 + $1.end - $1.start } <= plan.makespan)
        }
    }
}
