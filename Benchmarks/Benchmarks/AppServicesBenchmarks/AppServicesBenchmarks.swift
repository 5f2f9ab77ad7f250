import AppServices
import Benchmark
import LaunchWorkloads

/// Every benchmark beside the alternative a user would otherwise write, in one run.
///
/// `Sources/RatioTable` turns the run's percentiles into the ratio table; it looks the benchmarks up by
/// these names.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .nanoseconds, warmupIterations: 3, maxDuration: .seconds(3),
        maxIterations: 2_000)

    Benchmark("Dispatch 50 services: ServiceHost") { _ in
        await blackHole(DispatchFixture.shared.dispatchThroughHost(times: DispatchFixture.callbacksPerSample))
    }
    Benchmark("Dispatch 50 services: hand-written loop") { _ in
        await blackHole(DispatchFixture.shared.dispatchThroughLoop(times: DispatchFixture.callbacksPerSample))
    }

    Benchmark("Completion 50 services: ServiceHost aggregator") { _ in
        await AggregationFixture.shared.aggregateThroughHost(times: AggregationFixture.callbacksPerSample)
    }
    Benchmark("Completion 50 services: DispatchGroup aggregator") { _ in
        await AggregationFixture.shared.aggregateThroughDispatchGroup(times: AggregationFixture.callbacksPerSample)
    }

    Benchmark("Lookup 8 services: ServiceLocator") { _ in
        blackHole(LookupFixture.shared.lookUpThroughLocator(rounds: LookupFixture.lookupsPerSample / 8))
    }
    Benchmark("Lookup 8 services: locked dictionary") { _ in
        blackHole(LookupFixture.shared.lookUpThroughDictionary(rounds: LookupFixture.lookupsPerSample / 8))
    }

    for entries in ManifestFixture.entryCounts {
        let manifest = ManifestFixture(entries: entries)
        Benchmark("Manifest \(entries) entries: ServiceManifest and LaunchGraph") { _ in
            blackHole(manifest.loadWithLibrary())
        }
        Benchmark("Manifest \(entries) entries: plain Codable") { _ in
            blackHole(manifest.loadWithCodable())
        }
    }

    let launch = Benchmark.Configuration(maxDuration: .seconds(5), maxIterations: 60)
    Benchmark("Launch 500 tasks: LaunchScheduler", configuration: launch) { _ in
        blackHole(await LaunchWorkload.busy.runScheduler())
    }
    Benchmark("Launch 500 tasks: sequential", configuration: launch) { _ in
        blackHole(LaunchWorkload.busy.runSequentially())
    }
    Benchmark("Launch 500 tasks: critical path alone", configuration: launch) { _ in
        blackHole(LaunchWorkload.busy.runCriticalPath())
    }
    Benchmark("Launch 10000 empty tasks: LaunchScheduler", configuration: launch) { _ in
        blackHole(await LaunchWorkload.empty.runScheduler())
    }
}
