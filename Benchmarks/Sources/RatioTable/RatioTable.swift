import Foundation

/// Prints the ratio table from a benchmark run's median wall-clock times.
///
/// Usage: `RatioTable RESULTS_FOLDER CORES`, where the folder holds the `histogramPercentiles` export of
/// `swift package benchmark` and CORES is the number of cores the scheduler used.
@main
struct RatioTable {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 2, let cores = Int(arguments.last!), cores > 0 else {
            FileHandle.standardError.write(Data("usage: RatioTable RESULTS_FOLDER CORES\n".utf8))
            exit(64)
        }
        let folder = URL(fileURLWithPath: arguments.first!)
        let medians = try MedianTimes(folder: folder)
        for line in try rows(medians, cores: cores) { print(line) }
        let counts = InstructionCountTable(folder: folder)
        if !counts.lines.isEmpty {
            print()
            for line in counts.lines { print(line) }
        }
    }

    private static func rows(_ medians: MedianTimes, cores: Int) throws -> [String] {
        let callbacks = 1_000.0
        let host = try medians["Dispatch 50 services: ServiceHost"] / callbacks
        let loop = try medians["Dispatch 50 services: hand-written loop"] / callbacks
        let aggregator = try medians["Completion 50 services: ServiceHost aggregator"] / callbacks
        let group = try medians["Completion 50 services: DispatchGroup aggregator"] / callbacks
        let locator = try medians["Lookup 8 services: ServiceLocator"] / 8_000
        let dictionary = try medians["Lookup 8 services: locked dictionary"] / 8_000
        var rows = [
            "| measurement (median wall clock) | library | alternative | library / alternative | target |",
            "|---|---|---|---|---|",
            row(
                "didFinishLaunching to 50 services", "\(micro(host)) per callback (ServiceHost)",
                "\(micro(loop)) (hand-written loop over existentials)", host / loop, limit: 1.5),
            row(
                "remote-notification completion from 50 services", "\(micro(aggregator)) per callback (ServiceHost)",
                "\(micro(group)) (DispatchGroup aggregator)", aggregator / group, limit: 1.0),
            row(
                "service lookup by protocol (created services)", "\(nano(locator)) per lookup (ServiceLocator)",
                "\(nano(dictionary)) (dictionary behind a lock)", locator / dictionary, limit: nil),
        ]
        rows += try manifestRows(medians)
        let library = try medians.standalone("Launch cost: ServicesAppDelegate")
        let byHand = try medians.standalone("Launch cost: hand-written AppDelegate")
        rows.append(
            "| main-thread launch cost, warm (many launches in one process, 50 instances of one service class), "
                + "willFinishLaunching entry to didFinishLaunching return (50 services, "
                + "100 no-op tasks in all four phases, 200-entry manifest) | \(micro(library)) (ServicesAppDelegate) | "
                + "\(micro(byHand)) (hand-written AppDelegate: plain Codable, direct calls) | "
                + String(format: "%.2f", library / byHand) + "× | ≤ 1 ms and ≤ 1.50×: "
                + (library <= 1_000_000 && library / byHand <= 1.5 ? "met" : "NOT met") + " |")
        for size in ["500", "5000"] {
            let scheduler = try medians.standalone("Launch \(size) tasks: LaunchScheduler")
            let sequential = try medians.standalone("Launch \(size) tasks: sequential")
            let criticalPath = try medians.standalone("Launch \(size) tasks: critical path alone")
            // The cores other processes leave: one copy of the work on each core at once, beside one copy.
            let copies = try medians.standalone("Launch \(size) tasks: sequential, one copy on each core at once")
            let freeCores = min(Double(cores), max(1, Double(cores) * sequential / copies))
            let lowerBound = max(criticalPath, sequential / freeCores)
            rows.append(
                row(
                    "random DAG of \(size) tasks, \(cores) cores (\(String(format: "%.1f", freeCores)) of them free)",
                    "\(milli(scheduler)) (LaunchScheduler)",
                    "\(milli(lowerBound)) lower bound = max(critical path \(milli(criticalPath)), "
                        + "work \(milli(sequential)) / \(String(format: "%.1f", freeCores)) free cores)",
                    scheduler / lowerBound, limit: 1.05))
            let reportBound = try medians.standalone("Launch \(size) tasks: lower bound from its report")
            rows.append(
                row(
                    "the same DAG against its own report (holds under load)", "\(milli(scheduler)) (LaunchScheduler)",
                    "\(milli(reportBound)) lower bound from the recorded durations", scheduler / reportBound,
                    limit: 1.05))
            if size == "500" {
                rows.append(
                    row(
                        "the same DAG, one task after another", "\(milli(scheduler)) (LaunchScheduler)",
                        "\(milli(sequential)) (sequential, as BeeHive and App Startup run it)", scheduler / sequential,
                        limit: nil))
            }
        }
        let perTask = try medians.standalone("Launch 10000 empty tasks: LaunchScheduler") / 10_000
        let cpuPerTask = try medians.standalone("Launch 10000 empty tasks: LaunchScheduler, CPU time") / 10_000
        rows.append(
            "| scheduling overhead, 10,000 empty tasks (validation, scheduling, report) | \(micro(perTask)) per task "
                + "(\(micro(cpuPerTask)) CPU time, all threads) | — | — | ≤ 1 µs per task: "
                + (perTask <= 1_000 ? "met" : "NOT met") + " |")
        return rows
    }

    /// One row per manifest size: the library against plain `Codable`, with the time per entry, which stays
    /// flat when loading is linear.
    private static func manifestRows(_ medians: MedianTimes) throws -> [String] {
        try [200, 2_000, 20_000].map { entries in
            let manifest = try medians["Manifest \(entries) entries: ServiceManifest and LaunchGraph"]
            let codable = try medians["Manifest \(entries) entries: plain Codable"]
            let perEntry = String(format: "%.2f µs per entry", manifest / Double(entries) / 1_000)
            return row(
                "manifest load and validation, \(entries) entries (half services, half tasks)",
                "\(micro(manifest)), \(perEntry) (ServiceManifest.decode, ServiceCatalog.plan, LaunchGraph.problems)",
                "\(micro(codable)) (plain Codable structs, no checks)", manifest / codable, limit: 1.5)
        }
    }

    private static func row(
        _ measurement: String, _ library: String, _ alternative: String, _ ratio: Double, limit: Double?
    ) -> String {
        let target = limit.map { "≤ \(String(format: "%.2f", $0))×: " + (ratio <= $0 ? "met" : "NOT met") } ?? "—"
        return "| \(measurement) | \(library) | \(alternative) | \(String(format: "%.2f", ratio))× | \(target) |"
    }

    private static func nano(_ nanoseconds: Double) -> String { String(format: "%.0f ns", nanoseconds) }
    private static func micro(_ nanoseconds: Double) -> String { String(format: "%.2f µs", nanoseconds / 1_000) }
    private static func milli(_ nanoseconds: Double) -> String { String(format: "%.1f ms", nanoseconds / 1_000_000) }
}
