import Foundation
import LaunchWorkloads

/// Times the launch workloads outside the benchmark harness and writes their medians to a file.
///
/// The harness waits for each asynchronous benchmark with a semaphore on a thread of the cooperative
/// pool, which on a two-core machine leaves the scheduler one thread of two. This tool runs the same
/// workloads with every thread free, interleaving them so that load from elsewhere hits each alike.
///
/// Usage: `LaunchTiming OUTPUT_FILE [ROUNDS]`; each line of the output is `name<TAB>median nanoseconds`.
@main
struct LaunchTiming {
    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let output = arguments.first else {
            FileHandle.standardError.write(Data("usage: LaunchTiming OUTPUT_FILE [ROUNDS]\n".utf8))
            exit(64)
        }
        let rounds = arguments.dropFirst().first.flatMap { Int($0) } ?? 30
        let clock = ContinuousClock()
        var samples: [String: [Duration]] = [:]
        for round in 0...rounds {
            let busy = await clock.measure { _ = await LaunchWorkload.busy.runScheduler() }
            let sequential = clock.measure { _ = LaunchWorkload.busy.runSequentially() }
            let criticalPath = clock.measure { _ = LaunchWorkload.busy.runCriticalPath() }
            let empty = await clock.measure { _ = await LaunchWorkload.empty.runScheduler() }
            guard round > 0 else { continue }  // the first round warms up
            samples["Launch 500 tasks: LaunchScheduler", default: []].append(busy)
            samples["Launch 500 tasks: sequential", default: []].append(sequential)
            samples["Launch 500 tasks: critical path alone", default: []].append(criticalPath)
            samples["Launch 10000 empty tasks: LaunchScheduler", default: []].append(empty)
        }
        let lines = samples.keys.sorted().map { name in
            let sorted = samples[name]!.sorted()
            let median = sorted[sorted.count / 2]
            let (seconds, attoseconds) = median.components
            return "\(name)\t\(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)"
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
    }
}
