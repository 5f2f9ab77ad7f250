import Benchmark
import BenchmarkFixtures

/// Every benchmark beside the alternative a user would otherwise write, in one run.
///
/// `Sources/RatioTable` turns the run's percentiles into the ratio table; it looks the benchmarks up by
/// these names. The launch benchmarks are not here: the harness holds a pool thread while it waits for an
/// asynchronous benchmark, so `Sources/LaunchTiming` measures them outside it.
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
}
