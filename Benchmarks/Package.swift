// swift-tools-version: 6.1
import PackageDescription

import class Foundation.ProcessInfo
import struct Foundation.URL

/// The root package's identity: SwiftPM names a path dependency after its folder, which differs between clones.
let appServices = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

/// Platforms without UIKit, where `UIKitHeadless` stands in for it.
let headlessPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .openbsd, .wasi]

let package = Package(
    name: "AppServicesBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
    ],
    targets: [
        .executableTarget(
            name: "AppServicesBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkFixtures",
            ],
            path: "Benchmarks/AppServicesBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .target(
            name: "BenchmarkFixtures",
            dependencies: [
                .product(name: "AppServices", package: appServices),
                .product(name: "Logging", package: "swift-log"),
                .product(
                    name: "UIKitHeadless", package: appServices, condition: .when(platforms: headlessPlatforms)),
            ]
        ),
        .target(name: "LaunchWorkloads", dependencies: [.product(name: "AppServices", package: appServices)]),
        .executableTarget(name: "LaunchTiming", dependencies: ["BenchmarkFixtures", "LaunchWorkloads"]),
        .executableTarget(name: "InstructionCounts", dependencies: ["BenchmarkFixtures"]),
        .executableTarget(name: "RatioTable"),
    ]
)

for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .swiftLanguageMode(.v6),
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}
