// swift-tools-version: 6.2
import PackageDescription

/// Platforms without UIKit, where `UIKitHeadless` stands in for UIKit and UserNotifications.
let headlessPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .openbsd, .wasi]

let package = Package(
    name: "AppServices",
    platforms: [.iOS(.v16), .tvOS(.v16), .visionOS(.v1), .macOS(.v13)],
    products: [
        .library(name: "AppServices", targets: ["AppServices"]),
        .library(name: "AppServicesTesting", targets: ["AppServicesTesting"]),
        .library(name: "UIKitHeadless", targets: ["UIKitHeadless"]),
        .library(name: "CarPlayHeadless", targets: ["CarPlayHeadless"]),
        // CarPlay's scene delegates for services: a product of its own, so an app that does not use CarPlay never
        // links it, and AppServices never imports it.
        .library(name: "AppServicesCarPlay", targets: ["AppServicesCarPlay"]),
        // Not API: the line of each key path of an XML property list, for the `appservices` tool (Tools/).
        .library(name: "AppServicesPropertyListLines", targets: ["AppServicesPropertyListLines"]),
        // Not for apps: what the device probe (Examples/AppServicesProbe.swiftpm) records and the replica's assumptions
        // it judges, for the probe app and `appservices probe` (Tools/).
        .library(name: "AppServicesDeviceProbe", targets: ["AppServicesDeviceProbe"]),
        .plugin(name: "AppServicesManifestLint", targets: ["AppServicesManifestLint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        .target(name: "UIKitHeadless"),
        .target(name: "CarPlayHeadless", dependencies: ["UIKitHeadless"]),
        .target(name: "AppServicesSections"),
        .target(name: "AppServicesPropertyListLines"),
        .target(name: "AppServicesDeviceProbe"),
        .target(
            name: "AppServices",
            dependencies: [
                "AppServicesSections",
                .target(name: "UIKitHeadless", condition: .when(platforms: headlessPlatforms)),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "AppServicesCarPlay",
            dependencies: [
                "AppServices",
                .target(name: "UIKitHeadless", condition: .when(platforms: headlessPlatforms)),
                .target(name: "CarPlayHeadless", condition: .when(platforms: headlessPlatforms)),
            ]
        ),
        .target(
            name: "AppServicesTesting",
            dependencies: [
                "AppServices",
                .target(name: "UIKitHeadless", condition: .when(platforms: headlessPlatforms)),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
        .target(name: "AppServicesManifestDiagnostics", dependencies: ["AppServices", "AppServicesPropertyListLines"]),
        .executableTarget(name: "AppServicesManifestLintTool", dependencies: ["AppServicesManifestDiagnostics"]),
        .plugin(
            name: "AppServicesManifestLint", capability: .buildTool(), dependencies: ["AppServicesManifestLintTool"]),
        .executableTarget(
            name: "AppServicesDemo",
            dependencies: [
                "AppServices",
                .target(name: "UIKitHeadless", condition: .when(platforms: headlessPlatforms)),
            ],
            path: "Examples/AppServicesDemo",
            resources: [.copy("Services.json")]
        ),
        .testTarget(
            name: "UIKitHeadlessTests",
            dependencies: ["UIKitHeadless", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Resources/delegate-selectors.tsv")]
        ),
        .testTarget(name: "AppServicesPropertyListLinesTests", dependencies: ["AppServicesPropertyListLines"]),
        .testTarget(name: "AppServicesManifestDiagnosticsTests", dependencies: ["AppServicesManifestDiagnostics"]),
        .target(name: "SelfRegistrationFixture", dependencies: ["AppServices"], path: "Tests/SelfRegistrationFixture"),
        // Models of the SDKs that swizzle (Firebase, OneSignal, Airship), run on the replica's method tables by the
        // tests: test support, not a product.
        .target(name: "SwizzlerModels", dependencies: ["UIKitHeadless"], path: "Tests/SwizzlerModels"),
        .testTarget(
            name: "AppServicesTests",
            dependencies: [
                "AppServices",
                "AppServicesCarPlay",
                "AppServicesDeviceProbe",
                "AppServicesTesting",
                "SelfRegistrationFixture",
                "SwizzlerModels",
                .target(name: "UIKitHeadless", condition: .when(platforms: headlessPlatforms)),
                .target(name: "CarPlayHeadless", condition: .when(platforms: headlessPlatforms)),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)

for target in package.targets where target.type != .plugin {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .swiftLanguageMode(.v6),
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}

// The DocC plugin joins the graph only for documentation builds, so ordinary builds stay light:
// APPSERVICES_DOCS=1 swift package generate-documentation --target AppServices --warnings-as-errors
if Context.environment["APPSERVICES_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.4.0"))
}

// The public-API check builds without the manifest-lint plugin: the plugin's tool is built for the host beside the
// library, and the API digester cannot tell that copy's C module (AppServicesSections) from the library's own.
// APPSERVICES_API_CHECK=1 swift package diagnose-api-breaking-changes … (CONTRIBUTING.md)
if Context.environment["APPSERVICES_API_CHECK"] != nil {
    let pluginParts: Set = ["AppServicesManifestLint", "AppServicesManifestLintTool"]
    package.products.removeAll { pluginParts.contains($0.name) }
    package.targets.removeAll { pluginParts.contains($0.name) }
}
