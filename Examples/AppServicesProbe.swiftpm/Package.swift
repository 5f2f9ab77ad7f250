// swift-tools-version: 6.0
// The device probe: an app package (Xcode and Swift Playgrounds open a folder ending in .swiftpm as an app) that
// depends on the library as an adopter's app does, and stays out of the library's build graph.
import AppleProductTypes
import PackageDescription

import struct Foundation.URL

/// The library's package identity: SwiftPM names a path dependency after its folder, which differs between clones.
let appServices = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "AppServicesProbe",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "AppServicesProbe",
            targets: ["AppServicesProbe"],
            bundleIdentifier: "org.appservices.probe",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            supportedDeviceFamilies: [.phone, .pad],
            supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight],
            additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
        )
    ],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppServicesProbe",
            dependencies: [
                .product(name: "AppServices", package: appServices),
                .product(name: "AppServicesDeviceProbe", package: appServices),
            ],
            path: "Sources"
        )
    ]
)
