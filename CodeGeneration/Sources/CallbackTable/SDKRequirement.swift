/// What a callback whose types older SDKs lack needs of the SDK and of the running system.
///
/// Every generated declaration that names those types is compiled only where the SDK declares them (its `#if`
/// condition) and is available only from the releases that introduced them (its `@available` attribute); the
/// adoption checks ask `#available` before naming its capability.
struct SDKRequirement {
    /// The `#if` condition that holds where the SDK declares the types: a new enough UIKit, or the replica.
    var condition: String
    /// The platforms and versions, as `@available` and `#available` take them: `iOS 26, tvOS 26, *`.
    var platforms: String
    /// The SDK, as the "Merge rules" article notes it: `iOS 26 SDK`.
    var name: String

    /// The attribute of the library's declarations that name the types.
    var attribute: String { "@available(\(platforms))" }
    /// The runtime check that precedes any use of them in code that is not itself restricted.
    var check: String { "#available(\(platforms))" }

    /// Types of the iOS 26 SDK, such as `UIWindowScene.WindowingControlStyle`. UIKit's module version tells the
    /// SDKs apart (9126.2.4 in iOS 26.2, 7058 in iOS 17.0); off Apple's platforms the replica declares them.
    static let iOS26 = SDKRequirement(
        condition: "canImport(UIKit, _version: 9000) || !canImport(UIKit)",
        platforms: "iOS 26, tvOS 26, visionOS 26, *", name: "iOS 26 SDK")
}
