import AppServices
import Dispatch
import Testing

/// Launches validated and reported at the same time in one process (several schedulers, as tests and
/// multi-window apps have) share nothing: the thread sanitizer runs this suite.
@Suite struct LaunchSchedulerConcurrencyTests {
    @Test func launchesWithoutDependenciesCanBeValidatedAndReportedOnManyThreadsAtOnce() throws {
        // Tasks without dependencies make empty dependency lists; the standard library hands every empty
        // array one shared storage, which must only be read, never written, from many threads.
        let descriptors = (0..<3).map { LaunchTaskDescriptor(id: LaunchTaskIdentifier("task.\($0)")) }
        let records = descriptors.indices.map { index in
            LaunchTaskRecord(
                descriptor: descriptors[index], start: .zero, end: .milliseconds(index), outcome: .succeeded,
                lane: nil)
        }
        // Each iteration writes its own slot, so the test itself adds no synchronization between threads
        // that would hide a race from the sanitizer.
        nonisolated(unsafe) let criticalPaths = UnsafeMutableBufferPointer<[LaunchTaskIdentifier]?>.allocate(
            capacity: 256)
        defer { criticalPaths.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 256) { iteration in
            let graph = try? LaunchGraph(descriptors)
            let emptyReport = LaunchReport(tasks: [], phases: [])
            let report = LaunchReport(tasks: records, phases: [])
            let path = graph != nil && emptyReport.criticalPath.isEmpty ? report.criticalPath : nil
            (criticalPaths.baseAddress! + iteration).initialize(to: path)
        }
        #expect(Array(criticalPaths) == Array(repeating: ["task.2"], count: 256))
    }
}
