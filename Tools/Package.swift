// swift-tools-version: 6.2
import PackageDescription

import struct Foundation.URL

/// Platforms without UIKit, where the library's `UIKitHeadless` stands in for UIKit.
let headlessPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .openbsd, .wasi]

/// The library's package identity: SwiftPM names a path dependency after its folder, which differs between clones.
let appServices = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

/// The `appservices` command-line tool, in a package of its own so that apps depending on the library resolve
/// swift-log alone: swift-syntax and swift-argument-parser are resolved only by those who build the tool.
let package = Package(
    name: "AppServicesTools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "appservices", targets: ["appservices"])
    ],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
    ],
    targets: [
        .target(
            name: "AppServicesEngines",
            dependencies: [
                .product(name: "AppServices", package: appServices),
                .product(name: "AppServicesDeviceProbe", package: appServices),
                .product(name: "AppServicesPropertyListLines", package: appServices),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "appservices",
            dependencies: [
                "AppServicesEngines",
                .product(name: "AppServices", package: appServices),
                .product(name: "AppServicesDeviceProbe", package: appServices),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "AppServicesEnginesTests",
            dependencies: [
                "AppServicesEngines", .product(name: "AppServices", package: appServices),
                .product(name: "AppServicesPropertyListLines", package: appServices),
            ]
        ),
        .testTarget(
            name: "AppServicesCLITests",
            dependencies: [
                "appservices", "AppServicesEngines", .product(name: "AppServices", package: appServices),
            ],
            exclude: ["Fixtures"]
        ),
        .executableTarget(
            name: "AppServicesFuzz",
            dependencies: [
                "AppServicesEngines", .product(name: "AppServices", package: appServices),
                .product(name: "AppServicesPropertyListLines", package: appServices),
            ],
            path: "Tests/AppServicesFuzz"
        ),
        .target(
            name: "MigrationFixtureSupport",
            path: "Tests/MigrationFixtures/Support"
        ),
        .target(
            name: "MigrationOriginals",
            dependencies: [
                "MigrationFixtureSupport",
                .product(name: "UIKitHeadless", package: appServices, condition: .when(platforms: headlessPlatforms)),
                .product(name: "CarPlayHeadless", package: appServices, condition: .when(platforms: headlessPlatforms)),
            ],
            path: "Tests/MigrationFixtures/Original",
            exclude: ["NewsApp-Info.plist"]
        ),
        .target(
            name: "MigrationResults",
            dependencies: [
                "MigrationFixtureSupport",
                .product(name: "AppServices", package: appServices),
                .product(name: "AppServicesCarPlay", package: appServices),
                .product(name: "UIKitHeadless", package: appServices, condition: .when(platforms: headlessPlatforms)),
                .product(name: "CarPlayHeadless", package: appServices, condition: .when(platforms: headlessPlatforms)),
            ],
            path: "Tests/MigrationFixtures/Migrated",
            exclude: ["NewsApp-Info.plist"]
        ),
        .testTarget(
            name: "AppServicesMigrationTests",
            dependencies: [
                "AppServicesEngines",
                "MigrationFixtureSupport",
                "MigrationOriginals",
                "MigrationResults",
                .product(name: "AppServices", package: appServices),
                .product(name: "AppServicesTesting", package: appServices),
                .product(name: "UIKitHeadless", package: appServices, condition: .when(platforms: headlessPlatforms)),
                .product(name: "CarPlayHeadless", package: appServices, condition: .when(platforms: headlessPlatforms)),
            ]
        ),
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
