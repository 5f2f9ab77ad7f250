// The names the replica had before the library settled on one vocabulary (CHANGELOG.md says when each changed).
// Each still compiles, with a warning and a fix-it that names the new one.

/// The iOS SDK an app is built with: renamed ``HeadlessAppleSDK``, since "SDK" elsewhere means a third party's.
@available(*, deprecated, renamed: "HeadlessAppleSDK")
public typealias HeadlessSDK = HeadlessAppleSDK

extension HeadlessSystem {
    /// Whether the app runs in the scene life cycle: renamed ``usesScenes``, the name the options use.
    @available(*, deprecated, renamed: "usesScenes")
    public var adoptsSceneLifecycle: Bool { usesScenes }
}
