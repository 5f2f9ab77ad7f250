import AppServices

/// Launch reports of chained tasks on three lanes, drawn as SVG timelines: the drawing must grow linearly
/// with the tasks (a quadratic one took 5 s for 40,000 tasks before it was fixed).
public struct TimelineFixture: Sendable {
    /// The fixture of 10,000 tasks.
    public static let small = TimelineFixture(tasks: 10_000)
    /// The fixture of 40,000 tasks, four times as many.
    public static let large = TimelineFixture(tasks: 40_000)

    private let report: LaunchReport

    private init(tasks count: Int) {
        let tasks = (0..<count).map { index in
            LaunchTaskRecord(
                descriptor: LaunchTaskDescriptor(
                    id: LaunchTaskIdentifier("t\(index)"),
                    dependencies: index == 0 ? [] : [LaunchTaskIdentifier("t\(index - 1)")]),
                start: .milliseconds(index), end: .milliseconds(index + 1), outcome: .succeeded, lane: index % 3)
        }
        report = LaunchReport(tasks: tasks, phases: [])
    }

    /// Draws the timeline.
    ///
    /// - Returns: The SVG's length in bytes.
    public func draw() -> Int {
        report.svgTimeline().utf8.count
    }
}
