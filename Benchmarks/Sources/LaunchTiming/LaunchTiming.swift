import BenchmarkFixtures
import Foundation
import LaunchWorkloads

/// Times the launch workloads outside the benchmark harness and writes their medians to a file.
///
/// The harness waits for each asynchronous benchmark with a semaphore on a thread of the cooperative
/// pool, which on a two-core machine leaves the scheduler one thread of two. This tool runs the same
/// workloads with every thread free, interleaving them so that load from elsewhere hits each alike, and
/// times the library's own launch cost on the main thread, where an app pays it.
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
        var samples: [String: [Duration]] = [:]
        for round in 0...rounds {
            let measured = await measureRound()
            guard round > 0 else { continue }  // the first round warms up
            for (name, duration) in measured { samples[name, default: []].append(duration) }
        }
        let lines = samples.keys.sorted().map { name in
            let sorted = samples[name, default: []].sorted()
            let (seconds, attoseconds) = sorted[sorted.count / 2].components
            return "\(name)\t\(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)"
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
    }

    /// One round of every workload, each beside its alternative.
    @MainActor
    private static func measureRound() async -> [(String, Duration)] {
        let clock = ContinuousClock()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var measured: [(String, Duration)] = []
        for (size, workload) in [("500", LaunchWorkload.busy), ("5000", LaunchWorkload.large)] {
            let (wall, _, reportBound) = await workload.timeScheduler()
            measured += [
                ("Launch \(size) tasks: LaunchScheduler", wall),
                ("Launch \(size) tasks: lower bound from its report", reportBound),
                ("Launch \(size) tasks: sequential", clock.measure { _ = workload.runSequentially() }),
                (
                    "Launch \(size) tasks: sequential, one copy on each core at once",
                    await clock.measure { _ = await workload.runSequentially(copies: cores) }
                ),
                ("Launch \(size) tasks: critical path alone", clock.measure { _ = workload.runCriticalPath() }),
            ]
        }
        let empty = await LaunchWorkload.empty.timeScheduler()
        measured.append(("Launch 10000 empty tasks: LaunchScheduler", empty.wall))
        measured.append(("Launch 10000 empty tasks: LaunchScheduler, CPU time", empty.processorTime))
        // Several launches a round, so the median sees the steady state rather than one cold launch.
        let cost = LaunchCostFixture.shared
        var library: [Duration] = []
        var byHand: [Duration] = []
        for _ in 0..<10 {
            library.append(cost.launchThroughLibrary())
            byHand.append(cost.launchByHand())
            await Task.yield()
        }
        measured.append(("Launch cost: ServicesAppDelegate", library.sorted()[library.count / 2]))
        measured.append(("Launch cost: hand-written AppDelegate", byHand.sorted()[byHand.count / 2]))
        return measured
    }
}
