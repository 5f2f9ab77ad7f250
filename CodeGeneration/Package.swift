// swift-tools-version: 6.2
import PackageDescription

// The code generator for the delegate-callback surface: one table, every mirrored layer. Its own package, so
// the library's build and its users pay nothing. Run from the repository's root:
//   swift run --package-path CodeGeneration generate-callbacks
let package = Package(
    name: "CodeGeneration",
    platforms: [.macOS(.v13)],
    targets: [
        .executableTarget(
            name: "generate-callbacks",
            swiftSettings: [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]
        )
    ]
)
