/// The discrete-event simulation behind ``LaunchPlanner``.
struct LaunchSimulation {
    private struct Running {
        var index: Int
        var lane: Int
        var end: Duration
    }

    private let graph: LaunchGraph
    private let durations: [Duration]
    private var remaining: [Int]
    private var mainTasksLeft: [Int]
    private var tasksLeft: [Int]
    private var started: [Bool]
    private let startOrder: LaunchStartOrder
    private var mainQueue: LaunchReadySet
    private var backgroundQueue: LaunchReadySet
    private var mainLaneBusy = false
    private var freeLanes: [Int]
    private var running: [Running] = []
    private var now = Duration.zero
    private(set) var entries: [LaunchPlan.Entry] = []
    private(set) var phaseStarts: [LaunchPhase: Duration] = [:]

    init(graph: LaunchGraph, durations: [Duration], cores: Int) {
        self.graph = graph
        self.durations = durations
        remaining = graph.dependencyIndices.map(\.count)
        mainTasksLeft = LaunchPhase.allCases.map { phase in
            graph.descriptors.filter { $0.phase == phase && $0.executor == .mainActor }.count
        }
        tasksLeft = LaunchPhase.allCases.map { phase in graph.descriptors.filter { $0.phase == phase }.count }
        started = Array(repeating: false, count: LaunchPhase.allCases.count)
        freeLanes = Array(1...cores)
        startOrder = LaunchStartOrder(count: graph.descriptors.count) { graph.descriptors[$0].priority }
        mainQueue = LaunchReadySet(capacity: graph.descriptors.count)
        backgroundQueue = LaunchReadySet(capacity: graph.descriptors.count)
    }

    /// Runs the simulation to the end of the last task.
    mutating func run() {
        startPhases(from: 0)
        while true {
            startReadyTasks()
            guard let next = running.map(\.end).min() else { return }
            now = next
            let ending = running.filter { $0.end == next }.sorted { $0.lane < $1.lane }
            running.removeAll { $0.end == next }
            for task in ending { finish(task) }
        }
    }

    /// Whether the phase after `phase` may start: after a synchronous phase, once its main-actor tasks
    /// ended (its callback returned); after an asynchronous one, once all its tasks ended, as the app
    /// delegate starts ``LaunchPhase/idle`` only when ``LaunchPhase/firstSceneActive`` is done.
    private func phaseIsOver(_ phase: Int) -> Bool {
        LaunchPhase.allCases[phase].isSynchronous ? mainTasksLeft[phase] == 0 : tasksLeft[phase] == 0
    }

    /// Starts phase `index` and every later one whose predecessor is over.
    private mutating func startPhases(from index: Int) {
        var phase = index
        while phase < started.count, !started[phase] {
            started[phase] = true
            phaseStarts[LaunchPhase.allCases[phase]] = now
            for task in graph.descriptors.indices
            where phaseIndex(of: task) == phase && remaining[task] == 0 {
                enqueue(task)
            }
            guard phaseIsOver(phase) else { return }
            phase += 1
        }
    }

    private mutating func startReadyTasks() {
        while !mainLaneBusy, let place = mainQueue.popFirst() {
            mainLaneBusy = true
            begin(startOrder.task(at: place), lane: 0)
        }
        while !freeLanes.isEmpty, let place = backgroundQueue.popFirst() {
            begin(startOrder.task(at: place), lane: freeLanes.removeFirst())
        }
    }

    private mutating func begin(_ index: Int, lane: Int) {
        let descriptor = graph.descriptors[index]
        let end = now + durations[index]
        running.append(Running(index: index, lane: lane, end: end))
        entries.append(
            LaunchPlan.Entry(
                id: descriptor.id, phase: descriptor.phase, executor: descriptor.executor, lane: lane, start: now,
                end: end))
    }

    private mutating func finish(_ task: Running) {
        if task.lane == 0 {
            mainLaneBusy = false
        } else {
            freeLanes.insert(task.lane, at: freeLanes.firstIndex { $0 > task.lane } ?? freeLanes.endIndex)
        }
        for dependant in graph.dependantIndices[task.index] {
            remaining[dependant] -= 1
            if remaining[dependant] == 0, started[phaseIndex(of: dependant)] { enqueue(dependant) }
        }
        let phase = phaseIndex(of: task.index)
        tasksLeft[phase] -= 1
        if graph.descriptors[task.index].executor == .mainActor { mainTasksLeft[phase] -= 1 }
        if started[phase], phaseIsOver(phase), phase + 1 < started.count { startPhases(from: phase + 1) }
    }

    private mutating func enqueue(_ index: Int) {
        switch graph.descriptors[index].executor {
        case .mainActor: mainQueue.insert(startOrder.place(of: index))
        case .background: backgroundQueue.insert(startOrder.place(of: index))
        }
    }

    private func phaseIndex(of task: Int) -> Int {
        graph.descriptors[task].phase.index
    }
}
