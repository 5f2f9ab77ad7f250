import BenchmarkFixtures
import Foundation

/// Runs one single-threaded path a given number of times, for valgrind's callgrind to count instructions.
///
/// Each run sets the path up and runs it once before counting starts to matter, so the difference between
/// a run of `COUNT` and a run of `0` divided by `COUNT` is the instruction count of one operation, free of
/// start-up and first-use costs. `Benchmarks/run.sh` does that for every path.
///
/// Usage: `InstructionCounts PATH COUNT`, where PATH is one of ``paths``.
@main
struct InstructionCounts {
    /// Every path, by name, with what one operation is.
    static let paths: [(name: String, operation: String)] = [
        ("dispatch-host", "didFinishLaunching to 50 services through ServiceHost"),
        ("dispatch-loop", "didFinishLaunching to 50 services in a hand-written loop"),
        ("aggregation-host", "a push's completion from 50 services through ServiceHost"),
        ("aggregation-group", "a push's completion from 50 services through a DispatchGroup"),
        ("manifest-library", "a 200-entry manifest decoded, checked and planned, its launch graph validated"),
        ("manifest-codable", "the same manifest decoded into plain Codable structs"),
        ("launch-library", "willFinishLaunching and didFinishLaunching of the ServicesAppDelegate launch"),
        ("launch-by-hand", "the same launch through a hand-written AppDelegate"),
        ("timeline-40000", "the SVG timeline of a 40,000-task launch report"),
        ("timeline-10000", "the SVG timeline of a 10,000-task launch report"),
    ]

    @MainActor
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count == 2, let count = Int(arguments[1]), count >= 0,
            paths.contains(where: { $0.name == arguments[0] })
        else {
            let names = paths.map(\.name).joined(separator: ", ")
            FileHandle.standardError.write(Data("usage: InstructionCounts PATH COUNT; PATH is one of \(names)\n".utf8))
            exit(64)
        }
        for _ in 0...count {
            await run(arguments[0])
        }
    }

    @MainActor
    private static func run(_ path: String) async {
        switch path {
        case "dispatch-host": _ = DispatchFixture.shared.dispatchThroughHost(times: 1)
        case "dispatch-loop": _ = DispatchFixture.shared.dispatchThroughLoop(times: 1)
        case "aggregation-host": await AggregationFixture.shared.aggregateThroughHost(times: 1)
        case "aggregation-group": await AggregationFixture.shared.aggregateThroughDispatchGroup(times: 1)
        case "manifest-library": _ = ManifestFixture.shared.loadWithLibrary()
        case "manifest-codable": _ = ManifestFixture.shared.loadWithCodable()
        case "launch-library": _ = LaunchCostFixture.shared.launchThroughLibrary()
        case "timeline-40000": _ = TimelineFixture.large.draw()
        case "timeline-10000": _ = TimelineFixture.small.draw()
        default: _ = LaunchCostFixture.shared.launchByHand()
        }
    }
}
