// The app's Info.plist, as code running in the app reads it from its main bundle.
extension HeadlessSystem {
    /// What `Bundle.main.infoDictionary` answers in the app: ``Options/infoDictionary`` of the system that is
    /// acting, else of the system that acted last; empty before any system exists.
    ///
    /// Code that reads a key of the app's Info.plist, such as an SDK's switch, reads it here off Apple platforms.
    /// An app that uses scenes (``Options/usesScenes``) has a `UIApplicationSceneManifest` there, as its
    /// Info.plist declares one (`UIApplicationSupportsMultipleScenes` from ``Options/supportsMultipleScenes``),
    /// unless ``Options/infoDictionary`` gives its own.
    public static var mainBundleInfoDictionary: [String: Any] {
        guard let options = (HeadlessActing.system ?? UIApplication.current?.system)?.options else { return [:] }
        var dictionary = options.infoDictionary
        if options.usesScenes && dictionary["UIApplicationSceneManifest"] == nil {
            dictionary["UIApplicationSceneManifest"] = [
                "UIApplicationSupportsMultipleScenes": options.supportsMultipleScenes
            ]
        }
        return dictionary
    }
}
