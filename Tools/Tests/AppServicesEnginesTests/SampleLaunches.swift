import AppServices

/// Launch reports of a two-task launch with chosen times, for the comparison's tests.
enum SampleLaunches {
    /// A launch whose main-actor task `root-view` runs `main` milliseconds before the first frame, and whose
    /// background task `feed` runs after it until `wall` milliseconds; `extra` adds a third, idle task.
    ///
    /// - Parameters:
    ///   - wall: The wall time, in milliseconds; more than `main`.
    ///   - main: The main thread's time before the first frame, in milliseconds.
    ///   - extra: An idle-phase task's identifier, if any.
    /// - Returns: The report.
    static func report(wall: Int, main: Int, extra: LaunchTaskIdentifier? = nil) -> LaunchReport {
        func record(
            _ id: LaunchTaskIdentifier, _ phase: LaunchPhase, _ executor: LaunchExecutor, _ span: Range<Int>, lane: Int
        )
            -> LaunchTaskRecord
        {
            LaunchTaskRecord(
                descriptor: LaunchTaskDescriptor(id: id, phase: phase, executor: executor),
                start: .milliseconds(span.lowerBound), end: .milliseconds(span.upperBound), outcome: .succeeded,
                lane: lane)
        }
        var tasks = [
            record("root-view", .didFinishLaunching, .mainActor, 0..<main, lane: 0),
            record("feed", .firstSceneActive, .background, main..<wall, lane: 1),
        ]
        if let extra { tasks.append(record(extra, .idle, .background, wall..<wall, lane: 1)) }
        return LaunchReport(
            tasks: tasks,
            phases: [
                LaunchPhaseSpan(phase: .didFinishLaunching, start: .zero, end: .milliseconds(main)),
                LaunchPhaseSpan(phase: .firstSceneActive, start: .milliseconds(main), end: .milliseconds(wall)),
            ])
    }

    /// `reports` named `prefix-1.json`, `prefix-2.json`, …, as `LaunchSamples` takes them.
    static func named(_ prefix: String, _ reports: [LaunchReport]) -> [(report: LaunchReport, file: String)] {
        reports.enumerated().map { ($1, "\(prefix)-\($0 + 1).json") }
    }
}
