/// What `appservices migrate --adopt-scenes` is given besides the delegate files.
///
/// The app's Info.plists (one per build configuration, for some apps), each copied into the output folder with the
/// scene manifest added, and the Info.plists found beside those given, which the plan names. The app's other sources
/// (`--sources`), searched for windows made outside the delegate, are the migration's ``Migration/otherSources``.
package struct SceneAdoptionRequest {
    /// The Info.plists' paths, as given on the command line, and their texts; empty when none was given.
    package var infoPlists: [(path: String, text: String)]
    /// Other Info.plists found beside those given (`Info*.plist`), which keep building an app without scenes.
    package var otherInfoPlists: [String]

    /// A request to move the app to the scene life cycle; no Info.plists to add the manifest by hand.
    package init(infoPlists: [(path: String, text: String)], otherInfoPlists: [String] = []) {
        self.infoPlists = infoPlists
        self.otherInfoPlists = otherInfoPlists
    }

    /// A request with one Info.plist, or none to add the manifest by hand.
    package init(infoPlist: (path: String, text: String)?) {
        self.init(infoPlists: infoPlist.map { [$0] } ?? [])
    }
}
