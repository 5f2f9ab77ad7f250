// swift-tools-version: 6.2
import PackageDescription

// The code generator for the delegate-callback surface: one table, every mirrored layer. Its own package, so
// the library's build and its users pay nothing. Run from anywhere (it finds the repository from its source):
//   swift run --package-path CodeGeneration generate-callbacks
// `CallbackTable` holds the table, its rules and the emitters; its tests check the rules; swift-syntax parses the
// Swift the table holds in strings, so a typo fails the generation instead of the library's build.
let settings: [SwiftSetting] = [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "CodeGeneration",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0")
    ],
    targets: [
        .target(
            name: "CallbackTable",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: settings
        ),
        .executableTarget(name: "generate-callbacks", dependencies: ["CallbackTable"], swiftSettings: settings),
        .testTarget(name: "CallbackTableTests", dependencies: ["CallbackTable"], swiftSettings: settings),
    ]
)
